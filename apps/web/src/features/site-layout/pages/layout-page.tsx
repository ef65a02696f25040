import type { TRoom } from '@carehome/contracts';
import { Button, Card, Grid, Group, Stack, Switch, Text } from '@mantine/core';
import { IconFileImport, IconFolderPlus, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useConfigText } from '../../../lib/content-language.ts';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useAccount } from '../../../lib/session.ts';
import { useRoomTypes } from '../api/room-types.ts';
import { useDeleteRoom, useSaveLayout, useSite } from '../api/site.ts';
import { type AreaDraft, AreaFormModal } from '../components/area-form.tsx';
import { AreaTree } from '../components/area-tree.tsx';
import { ImportDrawer } from '../components/import-drawer.tsx';
import { roomColumns } from '../components/room-columns.tsx';
import { draftOf, type RoomDraft, RoomFormModal } from '../components/room-form.tsx';
import { type AreaNode, buildAreaTree, flattenTree, roomsIn } from '../model/tree.ts';

/** /admin/rooms: the site's areas as a tree and its rooms; add, edit, archive, restore, delete, import, print labels. */
export default function LayoutPage() {
  const { t } = useTranslation('layout');
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const site = useSite(facilityId);
  const roomTypes = useRoomTypes(facilityId);
  const name = useConfigText(useHousekeepingConfig(facilityId).data);
  const save = useSaveLayout();
  const remove = useDeleteRoom();
  const [selected, setSelected] = useState<string | null>(null);
  const [withSubAreas, setWithSubAreas] = useState(true);
  const [showArchived, setShowArchived] = useState(false);
  const [roomDraft, setRoomDraft] = useState<RoomDraft | null>(null);
  const [areaDraft, setAreaDraft] = useState<AreaDraft | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'room'; room: TRoom } | { kind: 'area'; node: AreaNode } | null>(null);
  const [importing, setImporting] = useState(false);

  const areas = useMemo(() => (site.data?.areas ?? []).filter((a) => showArchived || !a.isArchived), [site.data, showArchived]);
  const tree = useMemo(() => buildAreaTree(areas), [areas]);
  const flat = useMemo(() => flattenTree(tree), [tree]);
  const rooms = useMemo(() => (site.data?.rooms ?? []).filter((r) => showArchived || !r.isArchived), [site.data, showArchived]);
  const shown = useMemo(() => roomsIn(rooms, areas, selected, withSubAreas), [rooms, areas, selected, withSubAreas]);
  const counts = useMemo(() => {
    const m = new Map<string | null, number>();
    for (const n of flat) m.set(n.area.id, roomsIn(rooms, areas, n.area.id, true).length);
    return m;
  }, [flat, rooms, areas]);

  if (!facilityId) return null;
  if (!site.data) return <QueryState query={site} />;

  const saveRoom = (d: RoomDraft) =>
    void withSaveFeedback(() =>
      save.mutateAsync({
        facilityId,
        rooms: [
          {
            ...(d.id ? { id: d.id } : {}),
            areaId: d.areaId,
            roomNumber: d.roomNumber.trim(),
            roomTypeId: d.roomTypeId,
            qrCode: d.qrCode.trim() || null,
            description: d.description.trim() || null,
          },
        ],
      }),
    ).then(
      () => setRoomDraft(null),
      () => undefined,
    );
  const saveArea = (d: AreaDraft) =>
    void withSaveFeedback(() =>
      save.mutateAsync({ facilityId, areas: [{ ...(d.id ? { id: d.id } : {}), parentId: d.parentId, name: d.name }] }),
    ).then(
      () => setAreaDraft(null),
      () => undefined,
    );
  const archiveRoom = (room: TRoom, archived: boolean) =>
    void withSaveFeedback(() =>
      save.mutateAsync({ facilityId, ...(archived ? { archiveRoomIds: [room.id] } : { restoreRoomIds: [room.id] }) }),
    ).catch(() => undefined);
  const archiveArea = (node: AreaNode, archived: boolean) =>
    void withSaveFeedback(() =>
      save.mutateAsync({ facilityId, ...(archived ? { archiveAreaIds: [node.area.id] } : { restoreAreaIds: [node.area.id] }) }),
    ).catch(() => undefined);
  const confirmDelete = async () => {
    if (!confirm) return;
    const run =
      confirm.kind === 'room'
        ? () => remove.mutateAsync({ facilityId, roomId: confirm.room.id })
        : () => save.mutateAsync({ facilityId, deleteAreaIds: [confirm.node.area.id] });
    await withSaveFeedback(run).catch(() => undefined);
    if (confirm.kind === 'area' && selected === confirm.node.area.id) setSelected(null);
    setConfirm(null);
  };
  const newRoom = () =>
    setRoomDraft({ areaId: selected, roomNumber: '', roomTypeId: roomTypes.data?.[0]?.id ?? null, qrCode: '', description: '' });
  // The import's template and check use the names as written (what the file must say); the list and the
  // form show them in the reader's language.
  const typeNames = (roomTypes.data ?? []).map((r) => r.name);
  const shownTypes = (roomTypes.data ?? []).map((r) => ({ id: r.id, name: name(r.name) }));

  const columns = roomColumns({
    t,
    name,
    onEdit: (r) => setRoomDraft(draftOf(r)),
    onArchive: archiveRoom,
    onDelete: (room) => setConfirm({ kind: 'room', room }),
  });

  return (
    <>
      <PageHeader
        title={t('pages:titles.rooms')}
        actions={
          <>
            <Button variant="default" leftSection={<IconFileImport size={18} aria-hidden />} onClick={() => setImporting(true)}>
              {t('import')}
            </Button>
            <Button variant="default" component={Link} to="/admin/rooms/labels" leftSection={<IconPrinter size={18} aria-hidden />}>
              {t('printLabels')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconFolderPlus size={18} aria-hidden />}
              onClick={() => setAreaDraft({ parentId: selected, name: '' })}
            >
              {t('addArea')}
            </Button>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={newRoom}>
              {t('addRoom')}
            </Button>
          </>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Card withBorder padding="sm">
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{t('areas')}</Text>
              <Switch
                size="sm"
                label={t('common:showArchived')}
                checked={showArchived}
                onChange={(e) => setShowArchived(e.currentTarget.checked)}
              />
            </Group>
            {tree.length === 0 ? (
              <Text size="sm" c="dimmed" p="xs">
                {t('noAreas')}
              </Text>
            ) : null}
            <AreaTree
              nodes={tree}
              selected={selected}
              counts={counts}
              total={rooms.length}
              onSelect={setSelected}
              onEdit={(n) => setAreaDraft({ id: n.area.id, parentId: n.area.parentId, name: n.area.name })}
              onAddChild={(n) => setAreaDraft({ parentId: n.area.id, name: '' })}
              onArchive={archiveArea}
              onDelete={(node) => setConfirm({ kind: 'area', node })}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{selected ? flat.find((n) => n.area.id === selected)?.path.join(' › ') : account?.facility?.name}</Text>
              {selected ? (
                <Switch label={t('includeSubAreas')} checked={withSubAreas} onChange={(e) => setWithSubAreas(e.currentTarget.checked)} />
              ) : null}
            </Group>
            <DataTable
              rows={shown}
              columns={columns}
              rowKey={(r) => r.id}
              searchText={(r) => `${r.roomNumber} ${r.roomType ?? ''} ${r.facilityArea.join(' ')} ${r.qrCode} ${r.description ?? ''}`}
              initialSort={{ key: 'number' }}
              label={t('rooms')}
              rowProps={(r) => ({ 'data-room': r.roomNumber, 'data-archived': r.isArchived })}
              testId="rooms-table"
              empty={
                <EmptyState
                  title={t('noRoomsTitle')}
                  description={t('noRoomsBody')}
                  action={
                    <Group>
                      <Button onClick={newRoom}>{t('addRoom')}</Button>
                      <Button variant="light" onClick={() => setImporting(true)}>
                        {t('import')}
                      </Button>
                    </Group>
                  }
                />
              }
            />
          </Stack>
        </Grid.Col>
      </Grid>

      <RoomFormModal
        opened={roomDraft !== null}
        room={roomDraft}
        areas={flat.filter((n) => !n.area.isArchived)}
        roomTypes={shownTypes}
        saving={save.isPending}
        serverError={save.error}
        onSave={saveRoom}
        onClose={() => setRoomDraft(null)}
      />
      <AreaFormModal
        opened={areaDraft !== null}
        area={areaDraft}
        areas={flat}
        saving={save.isPending}
        serverError={save.error}
        onSave={saveArea}
        onClose={() => setAreaDraft(null)}
      />
      <ConfirmDialog
        opened={confirm !== null}
        title={
          confirm?.kind === 'room'
            ? t('deleteRoomTitle', { room: confirm.room.roomNumber })
            : t('deleteAreaTitle', { area: confirm?.kind === 'area' ? confirm.node.area.name : '' })
        }
        confirmLabel={t('common:delete')}
        loading={remove.isPending || save.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirm(null)}
      >
        {confirm?.kind === 'room' ? t('deleteRoomBody') : t('deleteAreaBody')}
      </ConfirmDialog>
      <ImportDrawer
        opened={importing}
        facilityId={facilityId}
        roomTypes={typeNames}
        sampleArea={flat[0]?.path ?? []}
        onClose={() => setImporting(false)}
      />
    </>
  );
}

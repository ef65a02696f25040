import { Box, Button, Group, Tabs } from '@mantine/core';
import { IconBell, IconBook, IconDoor } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ConfigEditorPage, useConfigActions, useConfigState } from '../components/config-editor.tsx';
import { NotificationSettings } from '../components/notification-settings.tsx';
import { AddRoomTypeDialog, type RoomTypeItem, RoomTypeList } from '../components/room-type-list.tsx';
import { RoomTypePanel } from '../components/room-type-panel.tsx';
import type { RoutineTab } from '../components/routine-editor.tsx';
import { allTags, type Config, cleanTypesInUse, nameKey, newRoomType } from '../model/config-draft.ts';
import { locateProblem, type Problem, type ProblemLocation } from '../model/validation.ts';

type TopTab = 'types' | 'settings';

/**
 * Housekeeping Configuration (/admin/housekeepingconfig): room types and their routines (clean type,
 * kind, priority, colour, schedule, operations by group, detail images), and the site's notification
 * settings. The whole configuration is saved at once.
 */
export default function ConfigPage() {
  const { t } = useTranslation(['config', 'pages']);
  const [topTab, setTopTab] = useState<TopTab>('types');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [routineTab, setRoutineTab] = useState<RoutineTab>('general');

  const onSelect = useCallback((id: string) => {
    setSelectedId(id);
    setExpandedId(null);
  }, []);

  const onLocate = useCallback((at: ProblemLocation, _p: Problem, draft: Config) => {
    if (at.section === 'settings') {
      setTopTab('settings');
      return;
    }
    if (at.typeIndex === undefined) return;
    const type = draft.roomTypes[at.typeIndex];
    if (!type) return;
    setTopTab('types');
    setSelectedId(type.id);
    const routine = at.routineIndex !== undefined ? type.routines[at.routineIndex] : undefined;
    if (!routine) return;
    setExpandedId(routine.id);
    setRoutineTab(
      at.section === 'schedule' ? 'schedule' : at.section === 'operations' ? 'operations' : at.section === 'images' ? 'images' : 'general',
    );
  }, []);

  return (
    <ConfigEditorPage title={t('pages:titles.housekeepingConfig')} onLocate={onLocate}>
      <Tabs value={topTab} onChange={(v) => v && setTopTab(v as TopTab)} keepMounted={false}>
        <Group mb="md" gap="md" wrap="nowrap" align="flex-end">
          <Tabs.List style={{ flex: 1 }}>
            <Tabs.Tab value="types" leftSection={<IconDoor size={18} aria-hidden />}>
              {t('tabs.roomTypes')}
            </Tabs.Tab>
            <Tabs.Tab value="settings" leftSection={<IconBell size={18} aria-hidden />}>
              {t('tabs.settings')}
            </Tabs.Tab>
          </Tabs.List>
          <Button
            component={Link}
            to="/admin/housekeepingconfig/referencebook"
            variant="default"
            leftSection={<IconBook size={18} aria-hidden />}
          >
            {t('referenceBook.open')}
          </Button>
        </Group>
        <Tabs.Panel value="types">
          <RoomTypesEditor
            selectedId={selectedId}
            onSelect={onSelect}
            expandedId={expandedId}
            onExpand={setExpandedId}
            routineTab={routineTab}
            onRoutineTab={setRoutineTab}
          />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <NotificationSettings />
        </Tabs.Panel>
      </Tabs>
    </ConfigEditorPage>
  );
}

function RoomTypesEditor({
  selectedId,
  onSelect,
  expandedId,
  onExpand,
  routineTab,
  onRoutineTab,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
  expandedId: string | null;
  onExpand: (id: string | null) => void;
  routineTab: RoutineTab;
  onRoutineTab: (tab: RoutineTab) => void;
}) {
  const { t } = useTranslation('config');
  const { draft, problems } = useConfigState();
  const { update } = useConfigActions();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const types = draft.roomTypes;
  const typeIndex = Math.max(
    0,
    types.findIndex((x) => x.id === selectedId),
  );
  const type = types[typeIndex];

  const typeProblems = useMemo(() => {
    const counts = new Map<number, number>();
    for (const p of problems) {
      const at = locateProblem(p.path);
      if (at.typeIndex !== undefined) counts.set(at.typeIndex, (counts.get(at.typeIndex) ?? 0) + 1);
    }
    return counts;
  }, [problems]);

  // Suggestions change only when the set of names changes, so routine rows keep their memo while typing elsewhere.
  const cleanTypesText = cleanTypesInUse(draft).join('\n');
  const cleanTypeSuggestions = useMemo(() => (cleanTypesText ? cleanTypesText.split('\n') : []), [cleanTypesText]);
  const tagsText = allTags(draft).join('\n');
  const tagSuggestions = useMemo(() => (tagsText ? tagsText.split('\n') : []), [tagsText]);

  const itemsKey = types.map((x) => `${x.id}\u0000${x.roomType}\u0000${x.routines.length}`).join('\u0001');
  const items = useMemo<RoomTypeItem[]>(
    () =>
      itemsKey
        ? itemsKey.split('\u0001').map((entry) => {
            const [id = '', name = '', count = '0'] = entry.split('\u0000');
            return { id, name, routineCount: Number(count) };
          })
        : [],
    [itemsKey],
  );
  const openAdd = useCallback(() => setAdding(true), []);

  const duplicateName = type
    ? types.some((x) => x !== type && nameKey(x.roomType) && nameKey(x.roomType) === nameKey(type.roomType))
    : false;
  const deletingType = types.find((x) => x.id === deleting);

  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Box
        w={230}
        style={{ flexShrink: 0, position: 'sticky', top: 'calc(var(--app-shell-header-offset, 64px) + var(--hk-header-h, 72px) + 12px)' }}
      >
        <RoomTypeList types={items} selectedId={type?.id ?? null} onSelect={onSelect} onAdd={openAdd} problemCounts={typeProblems} />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        {type ? (
          <RoomTypePanel
            key={type.id}
            type={type}
            typeIndex={typeIndex}
            duplicateName={duplicateName}
            expandedId={expandedId}
            onExpand={onExpand}
            tab={routineTab}
            onTab={onRoutineTab}
            onDeleteType={setDeleting}
            cleanTypeSuggestions={cleanTypeSuggestions}
            tagSuggestions={tagSuggestions}
          />
        ) : (
          <EmptyState
            icon={<IconDoor size={34} />}
            title={t('roomTypes.emptyTitle')}
            description={t('roomTypes.emptyBody')}
            action={<Button onClick={() => setAdding(true)}>{t('roomTypes.add')}</Button>}
          />
        )}
      </Box>

      <AddRoomTypeDialog
        opened={adding}
        types={types}
        onClose={() => setAdding(false)}
        onCreate={(name, copyFromId) => {
          const created = newRoomType(name, types.find((x) => x.id === copyFromId) ?? null);
          update((c) => ({ ...c, roomTypes: [...c.roomTypes, created] }));
          onSelect(created.id);
        }}
      />
      <ConfirmDialog
        opened={deletingType !== undefined}
        title={t('roomTypes.deleteTitle')}
        confirmLabel={t('roomTypes.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting;
          update((c) => ({ ...c, roomTypes: c.roomTypes.filter((x) => x.id !== id) }));
          setDeleting(null);
          const next = types.find((x) => x.id !== id);
          if (next) onSelect(next.id);
        }}
      >
        {t('roomTypes.deleteBody', { name: deletingType?.roomType ?? '', n: deletingType?.routines.length ?? 0 })}
      </ConfirmDialog>
    </Group>
  );
}

import type { TRoomState } from '@carehome/contracts';
import { ActionIcon, Badge, Box, Button, Drawer, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { IconEdit, IconFlag, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmRemoval } from '../../../components/confirm-removal.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ConfigEditorPage } from '../components/config-editor.tsx';
import { useConfigActions, useConfigState } from '../components/config-editor-context.ts';
import { RoomStateEditor } from '../components/room-state-editor.tsx';
import { stateBorder } from '../components/room-tile-preview.tsx';
import { type Config, newRoomState, removeRoomState } from '../model/config-draft.ts';
import type { Problem, ProblemLocation } from '../model/validation.ts';

/**
 * Room States (/admin/roomstateconfig): the states a room can be put in (Isolation, Discharged…),
 * how they look on the room tile, the clean they ask for, and the room types they apply to.
 */
export default function RoomStatesPage() {
  const { t } = useTranslation(['config', 'pages']);
  const [editing, setEditing] = useState<string | null>(null);
  const onLocate = useCallback((at: ProblemLocation, _p: Problem, draft: Config) => {
    if (at.section === 'roomStates' && at.stateIndex !== undefined) setEditing(draft.roomStates[at.stateIndex]?.id ?? null);
  }, []);
  return (
    <ConfigEditorPage title={t('pages:titles.roomStateConfig')} onLocate={onLocate}>
      <RoomStates editing={editing} onEdit={setEditing} />
    </ConfigEditorPage>
  );
}

interface Row {
  state: TRoomState;
  index: number;
  roomTypes: string[];
}

function RoomStates({ editing, onEdit }: { editing: string | null; onEdit: (id: string | null) => void }) {
  const { t } = useTranslation(['config', 'common', 'errors']);
  const { draft, fieldError } = useConfigState();
  const { update } = useConfigActions();
  const [deleting, setDeleting] = useState<TRoomState | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const rows = useMemo<Row[]>(
    () =>
      draft.roomStates.map((state, index) => ({
        state,
        index,
        roomTypes: draft.roomTypes.filter((rt) => rt.roomStates.includes(state.id)).map((rt) => rt.roomType),
      })),
    [draft.roomStates, draft.roomTypes],
  );

  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        key: 'name',
        header: t('states.name'),
        sortValue: (r) => r.state.stateName,
        render: (r) => (
          <UnstyledButton
            onClick={() => onEdit(r.state.id)}
            aria-label={t('states.editOf', { name: r.state.stateName || t('place.unnamedState') })}
          >
            <Group gap="sm" wrap="nowrap">
              <Box
                w={36}
                h={36}
                style={{ background: r.state.color, border: stateBorder(r.state, 4), borderRadius: 6, flexShrink: 0 }}
                aria-hidden
              />
              <Text fw={600}>{r.state.stateName || t('place.unnamedState')}</Text>
            </Group>
          </UnstyledButton>
        ),
      },
      { key: 'order', header: t('states.order'), sortValue: (r) => r.state.order, render: (r) => r.state.order, width: 90 },
      {
        key: 'style',
        header: t('states.style'),
        sortValue: (r) => r.state.style,
        render: (r) => t(`borderStyles.${r.state.style}`),
      },
      {
        key: 'cleanType',
        header: t('states.cleanType'),
        sortValue: (r) => r.state.cleanType ?? '',
        render: (r) => r.state.cleanType ?? t('states.noClean'),
      },
      {
        key: 'roomTypes',
        header: t('states.roomTypes'),
        render: (r) => (r.roomTypes.length ? r.roomTypes.join(', ') : t('states.noRoomTypes')),
      },
      {
        key: 'tags',
        header: t('states.tags'),
        render: (r) => (
          <Group gap={4}>
            {r.state.tags.map((tag) => (
              <Badge key={tag} variant="light" color="gray">
                {tag}
              </Badge>
            ))}
          </Group>
        ),
      },
      {
        key: 'actions',
        header: '',
        align: 'right',
        render: (r) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size={44}
              aria-label={t('states.editOf', { name: r.state.stateName })}
              onClick={() => onEdit(r.state.id)}
            >
              <IconEdit size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              aria-label={t('states.deleteOf', { name: r.state.stateName })}
              onClick={() => setDeleting(r.state)}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        ),
      },
    ],
    [t, onEdit],
  );

  const add = () => {
    const state = newRoomState(Math.max(0, ...draft.roomStates.map((s) => s.order)) + 1);
    update((c) => ({ ...c, roomStates: [...c.roomStates, state] }));
    setAdded(state.id);
    onEdit(state.id);
  };

  const close = () => {
    const current = draft.roomStates.find((s) => s.id === editing);
    // A state just added and left without a name is dropped rather than kept as a problem.
    if (current && current.id === added && !current.stateName.trim()) update((c) => removeRoomState(c, current.id));
    setAdded(null);
    onEdit(null);
  };

  const editIndex = draft.roomStates.findIndex((s) => s.id === editing);
  const state = draft.roomStates[editIndex];

  return (
    <>
      <Text c="dimmed" mb="md" maw={760}>
        {t('states.help')}
      </Text>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.state.id}
        searchText={(r) => [r.state.stateName, r.state.cleanType ?? '', ...r.state.tags, ...r.roomTypes].join(' ')}
        initialSort={{ key: 'order' }}
        label={t('states.tableLabel')}
        testId="room-states-table"
        toolbar={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
            {t('states.add')}
          </Button>
        }
        empty={<EmptyState icon={<IconFlag size={34} />} title={t('states.emptyTitle')} description={t('states.emptyBody')} />}
      />

      <Drawer
        className="hk-config"
        opened={state !== undefined}
        onClose={close}
        position="right"
        size={520}
        title={
          <Title order={2} fz="h4">
            {state?.stateName.trim() ? t('states.editTitle', { name: state.stateName }) : t('states.newTitle')}
          </Title>
        }
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        {state ? (
          <RoomStateEditor state={state} index={editIndex} fieldError={fieldError} onDone={close} onDelete={() => setDeleting(state)} />
        ) : null}
      </Drawer>

      <ConfirmRemoval
        pending={deleting}
        title={t('states.deleteTitle')}
        confirmLabel={t('states.delete')}
        onClose={() => setDeleting(null)}
        onRemove={({ id }) => {
          update((c) => removeRoomState(c, id));
          if (id === editing) onEdit(null);
        }}
      >
        {t('states.deleteBody', { name: deleting?.stateName ?? '' })}
      </ConfirmRemoval>
    </>
  );
}

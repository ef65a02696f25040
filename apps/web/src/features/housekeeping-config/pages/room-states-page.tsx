import { BORDER_STYLES, type TRoomState } from '@carehome/contracts';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Drawer,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconEdit, IconFlag, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IntField } from '../../../components/schedule-editor/fields.tsx';
import { ConfigEditorPage, useConfigActions, useConfigState } from '../components/config-editor.tsx';
import { ColorField } from '../components/fields.tsx';
import { RoomTilePreview, stateBorder } from '../components/room-tile-preview.tsx';
import { allTags, type Config, cleanTypesInUse, nameKey, newRoomState, removeRoomState, setStateRoomTypes } from '../model/config-draft.ts';
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
          <StateEditor state={state} index={editIndex} fieldError={fieldError} onDone={close} onDelete={() => setDeleting(state)} />
        ) : null}
      </Drawer>

      <ConfirmDialog
        opened={deleting !== null}
        title={t('states.deleteTitle')}
        confirmLabel={t('states.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting?.id;
          if (id) update((c) => removeRoomState(c, id));
          if (id === editing) onEdit(null);
          setDeleting(null);
        }}
      >
        {t('states.deleteBody', { name: deleting?.stateName ?? '' })}
      </ConfirmDialog>
    </>
  );
}

function StateEditor({
  state,
  index,
  fieldError,
  onDone,
  onDelete,
}: {
  state: TRoomState;
  index: number;
  fieldError: (path: string) => string | undefined;
  onDone: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['config', 'errors', 'common']);
  const { draft } = useConfigState();
  const { update } = useConfigActions();
  const id = state.id;
  const set = (fn: (s: TRoomState) => TRoomState) =>
    update((c) => ({ ...c, roomStates: c.roomStates.map((s) => (s.id === id ? fn(s) : s)) }));
  const path = (field: string) => `roomStates.${index}.${field}`;
  const duplicate = draft.roomStates.some((s) => s.id !== id && nameKey(s.stateName) && nameKey(s.stateName) === nameKey(state.stateName));
  const cleanTypes = cleanTypesInUse(draft);
  const cleanTypeData =
    state.cleanType && !cleanTypes.some((c) => nameKey(c) === nameKey(state.cleanType ?? ''))
      ? [...cleanTypes, state.cleanType]
      : cleanTypes;
  const appliesTo = draft.roomTypes.filter((rt) => rt.roomStates.includes(id)).map((rt) => rt.id);
  const previewType = draft.roomTypes.find((rt) => appliesTo.includes(rt.id))?.roomType ?? draft.roomTypes[0]?.roomType ?? '';

  return (
    <Stack gap="md">
      <Group
        gap="lg"
        align="flex-start"
        wrap="nowrap"
        data-testid="state-preview"
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        py="xs"
        style={{ zIndex: 3, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Stack gap={4} align="center">
          <RoomTilePreview state={state} roomType={previewType} width={180} testId="state-tile" />
          <Text size="xs" c="dimmed">
            {t('states.previewCaption')}
          </Text>
        </Stack>
        <Stack gap={4} align="center">
          <RoomTilePreview state={null} roomType={previewType} width={150} />
          <Text size="xs" c="dimmed">
            {t('states.compareCaption')}
          </Text>
        </Stack>
      </Group>
      <TextInput
        label={t('states.name')}
        required
        value={state.stateName}
        onChange={(e) => {
          const stateName = e.currentTarget.value;
          set((s) => ({ ...s, stateName }));
        }}
        error={fieldError(path('stateName')) ?? (duplicate ? t('errors:config.duplicate_state') : undefined)}
        maxLength={60}
        data-autofocus
        data-path={path('stateName')}
      />
      <SimpleGrid cols={2}>
        <ColorField
          label={t('states.color')}
          value={state.color}
          onChange={(color) => set((s) => ({ ...s, color }))}
          error={fieldError(path('color'))}
          data-path={path('color')}
        />
        <ColorField
          label={t('states.borderColor')}
          value={state.borderColor}
          onChange={(borderColor) => set((s) => ({ ...s, borderColor }))}
          error={fieldError(path('borderColor'))}
          data-path={path('borderColor')}
        />
        <Select
          label={t('states.style')}
          data={BORDER_STYLES.map((s) => ({ value: s, label: t(`borderStyles.${s}`) }))}
          value={state.style}
          allowDeselect={false}
          onChange={(style) => style && set((s) => ({ ...s, style: style as TRoomState['style'] }))}
          renderOption={({ option }) => (
            <Group gap="sm" wrap="nowrap">
              <Box
                w={28}
                h={20}
                style={{ border: option.value === 'none' ? '1px dashed #adb5bd' : `4px ${option.value} #495057` }}
                aria-hidden
              />
              {option.label}
            </Group>
          )}
          data-path={path('style')}
        />
        <IntField
          label={t('states.order')}
          description={t('states.orderHelp')}
          value={state.order}
          onChange={(n) => set((s) => ({ ...s, order: n ?? 0 }))}
          error={fieldError(path('order'))}
          data-path={path('order')}
        />
      </SimpleGrid>
      <Select
        label={t('states.cleanType')}
        description={t('states.cleanTypeHelp')}
        data={cleanTypeData}
        value={state.cleanType}
        onChange={(cleanType) => set((s) => ({ ...s, cleanType: cleanType || null }))}
        clearable
        searchable
        placeholder={t('states.noClean')}
        data-path={path('cleanType')}
      />
      <MultiSelect
        label={t('states.roomTypes')}
        description={t('states.roomTypesHelp')}
        data={draft.roomTypes.map((rt) => ({ value: rt.id, label: rt.roomType }))}
        value={appliesTo}
        placeholder={appliesTo.length ? undefined : t('states.noRoomTypes')}
        onChange={(ids) => update((c) => setStateRoomTypes(c, id, ids))}
        clearable
        size="md"
      />
      <TagsInput
        label={t('states.tags')}
        description={t('states.tagsHelp')}
        value={state.tags}
        data={allTags(draft)}
        onChange={(tags) => set((s) => ({ ...s, tags: [...new Set(tags.map((x) => x.trim()).filter(Boolean))] }))}
        acceptValueOnBlur
        maxTags={30}
        size="md"
        data-path={path('tags')}
      />
      <Group justify="space-between" mt="sm">
        <Button variant="light" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={onDelete}>
          {t('states.delete')}
        </Button>
        <Button onClick={onDone}>{t('states.done')}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('states.saveHint')}
      </Text>
    </Stack>
  );
}

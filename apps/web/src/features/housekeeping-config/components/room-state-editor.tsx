import { BORDER_STYLES, type TRoomState } from '@carehome/contracts';
import { Box, Button, Group, MultiSelect, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IntField } from '../../../components/schedule-editor/fields.tsx';
import { allTags, cleanTypesInUse, nameKey, setStateRoomTypes } from '../model/config-draft.ts';
import { useConfigActions, useConfigState } from './config-editor-context.ts';
import { ColorField } from './fields.tsx';
import { useNameDescription } from './missing-languages.tsx';
import { RoomTilePreview } from './room-tile-preview.tsx';

/**
 * One room state in the drawer of Room States: its name, clean type, colours and border, tags, the
 * room types it applies to, and a preview of a room tile in that state.
 */
export function RoomStateEditor({
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
  const nameDescription = useNameDescription(state.stateName);
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
        description={nameDescription}
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

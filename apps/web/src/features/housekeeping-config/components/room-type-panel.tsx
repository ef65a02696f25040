import type { TRoomState, TRoomTypeConfig, TRoutine } from '@carehome/contracts';
import { Anchor, Badge, Button, Card, Group, MultiSelect, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconListDetails, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmRemoval } from '../../../components/confirm-removal.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { allTags, cleanTypesInUse, duplicateRoutine, moveItem, nameKey, newRoutine, updateRoomType } from '../model/config-draft.ts';
import { locateProblem } from '../model/validation.ts';
import { useConfigActions, useConfigState } from './config-editor-context.ts';
import { RoutineRow, type RoutineRowActions } from './routine-editor.tsx';
import type { Suggestions } from './routine-general-fields.tsx';
import type { RoutineNav } from './routine-nav.ts';

/**
 * The selected room type: its name, settings, the room states that apply to it, and its routines
 * (add, duplicate, delete, reorder; one opens at a time in its editor).
 */
export function RoomTypePanel({
  type,
  routines,
  onDeleteType,
}: {
  type: TRoomTypeConfig;
  routines: RoutineNav;
  onDeleteType: (typeId: string) => void;
}) {
  const { t } = useTranslation(['config', 'errors']);
  const { update } = useConfigActions();
  const { draft, pendingJson, problems, fieldError } = useConfigState();
  const [deleting, setDeleting] = useState<TRoutine | null>(null);
  const typeId = type.id;
  const typeIndex = draft.roomTypes.findIndex((x) => x.id === typeId);
  const { openId, open, setTab } = routines;
  const deleteThis = useCallback(() => onDeleteType(typeId), [onDeleteType, typeId]);
  const setType = useCallback(
    (fn: (t: TRoomTypeConfig) => TRoomTypeConfig) => update((c) => updateRoomType(c, typeId, fn)),
    [update, typeId],
  );

  const problemCounts = useMemo(() => {
    const counts = new Map<number, number>();
    for (const p of problems) {
      const at = locateProblem(p.path);
      if (at.typeIndex === typeIndex && at.routineIndex !== undefined) counts.set(at.routineIndex, (counts.get(at.routineIndex) ?? 0) + 1);
    }
    return counts;
  }, [problems, typeIndex]);

  const duplicateRoutines = useMemo(() => {
    const seen = new Map<string, number>();
    const dup = new Set<string>();
    for (const r of type.routines) {
      const k = nameKey(r.cleanType);
      if (!k) continue;
      seen.set(k, (seen.get(k) ?? 0) + 1);
    }
    for (const r of type.routines) if ((seen.get(nameKey(r.cleanType)) ?? 0) > 1) dup.add(r.id);
    return dup;
  }, [type.routines]);

  // Recomputed only when the names in use change, so routine rows keep their memo while typing elsewhere:
  // every tag in use, and the clean types in use that this room type does not have yet.
  const cleanTypesText = cleanTypesInUse(draft).join('\n');
  const tagsText = allTags(draft).join('\n');
  const usedNames = type.routines.map((r) => nameKey(r.cleanType)).join('\n');
  const rowSuggestions = useMemo<Suggestions>(() => {
    const used = new Set(usedNames.split('\n'));
    const cleanTypes = cleanTypesText ? cleanTypesText.split('\n') : [];
    return { cleanTypes: cleanTypes.filter((c) => !used.has(nameKey(c))), tags: tagsText ? tagsText.split('\n') : [] };
  }, [cleanTypesText, tagsText, usedNames]);

  const onToggle = useCallback((id: string) => open(openId === id ? null : id), [openId, open]);
  const onMove = useCallback(
    (id: string, delta: number) =>
      setType((rt) => ({
        ...rt,
        routines: moveItem(
          rt.routines,
          rt.routines.findIndex((r) => r.id === id),
          delta,
        ),
      })),
    [setType],
  );
  const routinesRef = useRef(type.routines);
  routinesRef.current = type.routines;
  const onDuplicate = useCallback(
    (id: string) => {
      const routines = routinesRef.current;
      const source = routines.find((r) => r.id === id);
      if (!source) return;
      const copy = duplicateRoutine(
        source,
        routines.map((r) => r.cleanType),
        (n) => t('routines.copyName', { name: source.cleanType.trim(), n: n === 1 ? '' : ` ${n}` }),
      );
      setType((rt) => {
        const at = rt.routines.findIndex((r) => r.id === id);
        const routines = [...rt.routines];
        routines.splice(at + 1, 0, copy);
        return { ...rt, routines };
      });
      open(copy.id, 'general');
    },
    [setType, open, t],
  );
  const actions = useMemo<RoutineRowActions>(
    () => ({ toggle: onToggle, setTab, move: onMove, duplicate: onDuplicate, remove: setDeleting }),
    [onToggle, setTab, onMove, onDuplicate],
  );
  const onAdd = () => {
    const routine = newRoutine();
    setType((rt) => ({ ...rt, routines: [...rt.routines, routine] }));
    open(routine.id, 'general');
  };

  const duplicateName = draft.roomTypes.some((x) => x !== type && nameKey(x.roomType) && nameKey(x.roomType) === nameKey(type.roomType));
  const nameError = fieldError(`roomTypes.${typeIndex}.roomType`) ?? (duplicateName ? t('errors:config.duplicate_room_type') : undefined);

  return (
    <Stack gap="md">
      <RoomTypeSettingsCard
        typeIndex={typeIndex}
        name={type.roomType}
        settings={type.settings}
        stateIds={type.roomStates}
        roomStates={draft.roomStates}
        nameError={nameError}
        statesError={fieldError(`roomTypes.${typeIndex}.roomStates`)}
        setType={setType}
        onDeleteType={deleteThis}
      />

      <Card withBorder padding="lg">
        <Group justify="space-between" mb="sm">
          <Group gap="sm">
            <Title order={2} fz="h4">
              {t('routines.title')}
            </Title>
            <Badge variant="light" color="gray" size="lg">
              {type.routines.length}
            </Badge>
          </Group>
          <Button leftSection={<IconPlus size={18} aria-hidden />} variant="light" onClick={onAdd}>
            {t('routines.add')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mb="md">
          {t('routines.help')}
        </Text>
        {type.routines.length === 0 ? (
          <EmptyState icon={<IconListDetails size={34} />} title={t('routines.emptyTitle')} description={t('routines.emptyBody')} />
        ) : (
          <Stack gap="xs">
            {type.routines.map((r, i) => (
              <RoutineRow
                key={r.id}
                routine={r}
                index={i}
                count={type.routines.length}
                typeId={typeId}
                typeIndex={typeIndex}
                expanded={openId === r.id}
                tab={routines.tab}
                problemCount={problemCounts.get(i) ?? 0}
                duplicateName={duplicateRoutines.has(r.id)}
                pendingText={pendingJson[r.id]}
                suggestions={rowSuggestions}
                fieldError={fieldError}
                actions={actions}
              />
            ))}
          </Stack>
        )}
      </Card>

      <ConfirmRemoval
        pending={deleting}
        title={t('routines.deleteTitle')}
        confirmLabel={t('routines.delete')}
        onClose={() => setDeleting(null)}
        onRemove={({ id }) => {
          setType((rt) => ({ ...rt, routines: rt.routines.filter((r) => r.id !== id) }));
          if (id === openId) open(null);
        }}
      >
        {t('routines.deleteBody', { name: deleting?.cleanType.trim() || t('routines.unnamed'), n: deleting?.operations.length ?? 0 })}
      </ConfirmRemoval>
    </Stack>
  );
}

/** The room type's name and settings; skips re-rendering while its routines are edited. */
const RoomTypeSettingsCard = memo(function RoomTypeSettingsCard({
  typeIndex,
  name,
  settings,
  stateIds,
  roomStates,
  nameError,
  statesError,
  setType,
  onDeleteType,
}: {
  typeIndex: number;
  name: string;
  settings: TRoomTypeConfig['settings'];
  stateIds: readonly string[];
  roomStates: readonly TRoomState[];
  nameError: string | undefined;
  statesError: string | undefined;
  setType: (fn: (t: TRoomTypeConfig) => TRoomTypeConfig) => void;
  onDeleteType: () => void;
}) {
  const { t } = useTranslation(['config', 'errors']);
  const stateData = useMemo(
    () => roomStates.map((s) => ({ value: s.id, label: s.stateName.trim() || t('place.unnamedState') })),
    [roomStates, t],
  );
  return (
    <Card withBorder padding="lg">
      <Group align="flex-start" justify="space-between" gap="md" wrap="nowrap">
        <TextInput
          label={t('roomTypes.name')}
          required
          value={name}
          onChange={(e) => {
            const roomType = e.currentTarget.value;
            setType((rt) => ({ ...rt, roomType }));
          }}
          error={nameError}
          maxLength={80}
          style={{ flex: 1, maxWidth: 420 }}
          data-path={`roomTypes.${typeIndex}.roomType`}
        />
        <Button variant="light" color="red" mt={26} leftSection={<IconTrash size={18} aria-hidden />} onClick={onDeleteType}>
          {t('roomTypes.delete')}
        </Button>
      </Group>
      <Stack gap="sm" mt="md">
        <Switch
          size="md"
          label={t('roomTypes.allowGroupSelection')}
          description={t('roomTypes.allowGroupSelectionHelp')}
          checked={settings.allowGroupSelection}
          onChange={(e) => {
            const allowGroupSelection = e.currentTarget.checked;
            setType((rt) => ({ ...rt, settings: { ...rt.settings, allowGroupSelection } }));
          }}
        />
        <Switch
          size="md"
          label={t('roomTypes.photoRequired')}
          description={t('roomTypes.photoRequiredHelp')}
          checked={settings.photoRequired}
          onChange={(e) => {
            const photoRequired = e.currentTarget.checked;
            setType((rt) => ({ ...rt, settings: { ...rt.settings, photoRequired } }));
          }}
        />
        <MultiSelect
          label={t('roomTypes.states')}
          description={
            <>
              {t('roomTypes.statesHelp')}{' '}
              <Anchor component={Link} to="/admin/roomstateconfig" size="xs">
                {t('roomTypes.statesLink')}
              </Anchor>
            </>
          }
          data={stateData}
          value={stateIds.filter((id) => roomStates.some((s) => s.id === id))}
          onChange={(roomStates) => setType((rt) => ({ ...rt, roomStates }))}
          placeholder={stateIds.length ? undefined : t('roomTypes.statesNone')}
          clearable
          searchable
          size="md"
          maw={620}
          error={statesError}
          data-path={`roomTypes.${typeIndex}.roomStates`}
        />
      </Stack>
    </Card>
  );
});

import type { TOperation } from '@carehome/contracts';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconListCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmRemoval } from '../../../components/confirm-removal.tsx';
import { newId } from '../model/config-draft.ts';
import { addGroup, addItem, groupOperations, moveGroup, type OperationGroup, removeGroup, renameGroup } from '../model/operation-groups.ts';
import { MoveButtons } from './move-buttons.tsx';
import { OperationRow, type OpsUpdate } from './operation-row.tsx';

/**
 * The operations of a routine by group: staff tick items one by one, or a whole group at once, so
 * groups are edited as units (rename, reorder, delete) and items inside them (add, rename, reorder,
 * optional, icon, detail images per language, move to another group).
 */
export const OperationsEditor = memo(function OperationsEditor({
  operations,
  onChange,
  pathPrefix,
  fieldError,
}: {
  operations: readonly TOperation[];
  onChange: OpsUpdate;
  /** 'roomTypes.T.routines.R.operations' */
  pathPrefix: string;
  fieldError: (path: string) => string | undefined;
}) {
  const { t } = useTranslation('config');
  const groups = useMemo(() => groupOperations(operations), [operations]);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [focusGroup, setFocusGroup] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<OperationGroup | null>(null);
  // Stable while no group is added, removed, moved or renamed, so item rows keep their memo while typing.
  const choicesKey = groups.map((g, i) => `${g.key}\u0000${g.name.trim() || t('operations.groupN', { n: i + 1 })}`).join('\u0001');
  const groupChoices = useMemo(
    () =>
      choicesKey.split('\u0001').map((entry) => {
        const [value = '', label = ''] = entry.split('\u0000');
        return { value, label };
      }),
    [choicesKey],
  );

  const onAddGroup = () => {
    const id = newId();
    onChange((ops) => addGroup(ops, id));
    setFocusGroup(id);
  };
  const onAddItem = useCallback(
    (key: string) => {
      const id = newId();
      onChange((ops) => addItem(ops, key, id));
      setFocusId(id);
    },
    [onChange],
  );

  const onDeleteGroup = useCallback(
    (g: OperationGroup) => (g.items.some((o) => o.item.trim()) ? setDeleting(g) : onChange((ops) => removeGroup(ops, g.key))),
    [onChange],
  );
  const actions = useMemo<GroupActions>(
    () => ({ change: onChange, addItem: onAddItem, remove: onDeleteGroup }),
    [onChange, onAddItem, onDeleteGroup],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('operations.help')}
        </Text>
        <Badge variant="light" size="lg" color="gray">
          {t('operations.counts', { items: operations.length, groups: groups.length })}
        </Badge>
      </Group>
      {groups.length === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <IconListCheck size={32} aria-hidden />
          <Text fw={600}>{t('operations.emptyTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('operations.emptyBody')}
          </Text>
        </Paper>
      ) : null}
      {groups.map((g, gi) => (
        <GroupCard
          key={g.key}
          group={g}
          index={gi}
          count={groups.length}
          actions={actions}
          pathPrefix={pathPrefix}
          fieldError={fieldError}
          focusId={focusId}
          autoFocusName={focusGroup === g.key}
          groupChoices={groupChoices}
        />
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={onAddGroup}>
          {t('operations.addGroup')}
        </Button>
      </Group>
      <ConfirmRemoval
        pending={deleting}
        title={t('operations.deleteGroupTitle')}
        confirmLabel={t('operations.deleteGroup')}
        onClose={() => setDeleting(null)}
        onRemove={({ key }) => onChange((ops) => removeGroup(ops, key))}
      >
        {t('operations.deleteGroupBody', { group: deleting?.name ?? '', n: deleting?.items.length ?? 0 })}
      </ConfirmRemoval>
    </Stack>
  );
});

/** What a group's card does: change the routine's operations, add an item to the group, delete the group (asking first when it has items). */
interface GroupActions {
  change: OpsUpdate;
  addItem: (key: string) => void;
  remove: (group: OperationGroup) => void;
}

interface GroupCardProps {
  group: OperationGroup;
  index: number;
  count: number;
  actions: GroupActions;
  pathPrefix: string;
  fieldError: (path: string) => string | undefined;
  focusId: string | null;
  autoFocusName: boolean;
  groupChoices: { value: string; label: string }[];
}

const GroupCard = memo(GroupCardView, sameGroupProps);

function GroupCardView({ group, index, count, actions, pathPrefix, fieldError, focusId, autoFocusName, groupChoices }: GroupCardProps) {
  const { t } = useTranslation('config');
  const n = index + 1;
  const shownName = group.name.trim() || t('operations.groupN', { n });
  const nameError = group.items.map((_, i) => fieldError(`${pathPrefix}.${group.start + i}.group`)).find(Boolean);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="operation-group">
      <Group align="flex-end" wrap="nowrap" gap="xs" mb="sm">
        <TextInput
          label={t('operations.groupLabel', { n })}
          value={group.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            actions.change((ops) => renameGroup(ops, group.key, name));
          }}
          error={nameError}
          style={{ flex: 1 }}
          maxLength={80}
          autoFocus={autoFocusName}
          data-path={`${pathPrefix}.${group.start}.group`}
          placeholder={t('operations.groupPlaceholder')}
        />
        <MoveButtons
          upLabel={t('operations.moveGroupUp', { group: shownName })}
          downLabel={t('operations.moveGroupDown', { group: shownName })}
          index={index}
          count={count}
          onMove={(delta) => actions.change((ops) => moveGroup(ops, group.key, delta))}
        />
        <ActionIcon
          variant="light"
          color="red"
          size={44}
          aria-label={t('operations.deleteGroupOf', { group: shownName })}
          onClick={() => actions.remove(group)}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <Stack gap={6}>
        {group.items.map((op, i) => (
          <OperationRow
            key={op.id}
            op={op}
            index={group.start + i}
            position={i}
            groupSize={group.items.length}
            groupKey={group.key}
            groupName={shownName}
            onChange={actions.change}
            itemError={fieldError(`${pathPrefix}.${group.start + i}.item`)}
            pathPrefix={pathPrefix}
            autoFocus={focusId === op.id}
            groupChoices={groupChoices}
          />
        ))}
      </Stack>
      <Button
        variant="subtle"
        mt="xs"
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={() => actions.addItem(group.key)}
        aria-label={t('operations.addItemTo', { group: shownName })}
      >
        {t('operations.addItem')}
      </Button>
    </Paper>
  );
}

/** Groups are rebuilt on every edit; one is unchanged when its name, place and items are. */
function sameGroupProps(a: GroupCardProps, b: GroupCardProps): boolean {
  const { group: ga, ...ra } = a;
  const { group: gb, ...rb } = b;
  if (ga.key !== gb.key || ga.name !== gb.name || ga.start !== gb.start || ga.items.length !== gb.items.length) return false;
  if (ga.items.some((item, i) => item !== gb.items[i])) return false;
  return (Object.keys(ra) as (keyof typeof ra)[]).every((k) => ra[k] === rb[k]);
}

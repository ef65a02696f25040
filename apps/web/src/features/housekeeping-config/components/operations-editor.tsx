import type { TDetailImage, TOperation } from '@carehome/contracts';
import { ActionIcon, Badge, Box, Button, Checkbox, Group, Indicator, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconListCheck, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  addGroup,
  addItem,
  groupOperations,
  moveGroup,
  moveOperation,
  moveOperationToGroup,
  newId,
  type OperationGroup,
  removeGroup,
  renameGroup,
  updateOperation,
} from '../model/config-draft.ts';
import { DetailImagesEditor } from './detail-images-editor.tsx';
import { ConfigIcon, IconSelect } from './icons.tsx';

type OpsUpdate = (fn: (ops: TOperation[]) => TOperation[]) => void;

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
          onChange={onChange}
          onAddItem={onAddItem}
          onDelete={onDeleteGroup}
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
      <ConfirmDialog
        opened={deleting !== null}
        title={t('operations.deleteGroupTitle')}
        confirmLabel={t('operations.deleteGroup')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) onChange((ops) => removeGroup(ops, deleting.key));
          setDeleting(null);
        }}
      >
        {t('operations.deleteGroupBody', { group: deleting?.name ?? '', n: deleting?.items.length ?? 0 })}
      </ConfirmDialog>
    </Stack>
  );
});

interface GroupCardProps {
  group: OperationGroup;
  index: number;
  count: number;
  onChange: OpsUpdate;
  onAddItem: (key: string) => void;
  onDelete: (group: OperationGroup) => void;
  pathPrefix: string;
  fieldError: (path: string) => string | undefined;
  focusId: string | null;
  autoFocusName: boolean;
  groupChoices: { value: string; label: string }[];
}

const GroupCard = memo(GroupCardView, sameGroupProps);

function GroupCardView({
  group,
  index,
  count,
  onChange,
  onAddItem,
  onDelete,
  pathPrefix,
  fieldError,
  focusId,
  autoFocusName,
  groupChoices,
}: GroupCardProps) {
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
            onChange((ops) => renameGroup(ops, group.key, name));
          }}
          error={nameError}
          style={{ flex: 1 }}
          maxLength={80}
          autoFocus={autoFocusName}
          data-path={`${pathPrefix}.${group.start}.group`}
          placeholder={t('operations.groupPlaceholder')}
        />
        <ActionIcon
          variant="default"
          size={44}
          aria-label={t('operations.moveGroupUp', { group: shownName })}
          disabled={index === 0}
          onClick={() => onChange((ops) => moveGroup(ops, group.key, -1))}
        >
          <IconArrowUp size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size={44}
          aria-label={t('operations.moveGroupDown', { group: shownName })}
          disabled={index === count - 1}
          onClick={() => onChange((ops) => moveGroup(ops, group.key, 1))}
        >
          <IconArrowDown size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="light"
          color="red"
          size={44}
          aria-label={t('operations.deleteGroupOf', { group: shownName })}
          onClick={() => onDelete(group)}
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
            onChange={onChange}
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
        onClick={() => onAddItem(group.key)}
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

const OperationRow = memo(function OperationRow({
  op,
  index,
  position,
  groupSize,
  groupKey,
  groupName,
  onChange,
  itemError,
  pathPrefix,
  autoFocus,
  groupChoices,
}: {
  op: TOperation;
  index: number;
  position: number;
  groupSize: number;
  groupKey: string;
  groupName: string;
  onChange: OpsUpdate;
  itemError: string | undefined;
  pathPrefix: string;
  autoFocus: boolean;
  groupChoices: { value: string; label: string }[];
}) {
  const { t } = useTranslation('config');
  const [open, setOpen] = useState(false);
  const n = position + 1;
  const name = op.item.trim() || t('operations.itemN', { n });
  const set = (fn: (o: TOperation) => TOperation) => onChange((ops) => updateOperation(ops, op.id, fn));
  const setImages = useCallback(
    (fn: (images: TDetailImage[]) => TDetailImage[]) =>
      onChange((ops) => updateOperation(ops, op.id, (o) => ({ ...o, detailImages: fn(o.detailImages) }))),
    [onChange, op.id],
  );
  const detailsId = `op-details-${op.id}`;
  return (
    <Box data-testid="operation-item">
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <Text w={22} pt={10} ta="right" c="dimmed" aria-hidden>
          {n}.
        </Text>
        <TextInput
          aria-label={t('operations.itemLabel', { n, group: groupName })}
          value={op.item}
          onChange={(e) => {
            const item = e.currentTarget.value;
            set((o) => ({ ...o, item }));
          }}
          error={itemError}
          style={{ flex: 1 }}
          maxLength={200}
          autoFocus={autoFocus}
          data-path={`${pathPrefix}.${index}.item`}
          placeholder={t('operations.itemPlaceholder')}
          leftSection={op.icon ? <ConfigIcon name={op.icon} size={18} /> : undefined}
        />
        <Checkbox
          label={t('operations.optional')}
          checked={op.optional}
          onChange={(e) => {
            const optional = e.currentTarget.checked;
            set((o) => ({ ...o, optional }));
          }}
          size="md"
          // The whole 44 px high label takes the tap, not only the box.
          styles={{ body: { alignItems: 'center', minHeight: 44 }, label: { paddingBlock: 10 } }}
          aria-label={t('operations.optionalOf', { item: name })}
        />
        <Indicator
          label={<span aria-hidden>{op.detailImages.length}</span>}
          disabled={op.detailImages.length === 0}
          size={18}
          offset={6}
          color="teal.9"
        >
          <ActionIcon
            variant={open ? 'light' : 'subtle'}
            size={44}
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={t('operations.detailsOf', { item: name })}
            title={t('operations.details')}
            onClick={() => setOpen((o) => !o)}
          >
            <IconPhoto size={22} aria-hidden />
          </ActionIcon>
        </Indicator>
        <ActionIcon
          variant="default"
          size={44}
          aria-label={t('operations.moveItemUp', { item: name })}
          disabled={position === 0}
          onClick={() => onChange((ops) => moveOperation(ops, op.id, -1))}
        >
          <IconArrowUp size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size={44}
          aria-label={t('operations.moveItemDown', { item: name })}
          disabled={position === groupSize - 1}
          onClick={() => onChange((ops) => moveOperation(ops, op.id, 1))}
        >
          <IconArrowDown size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          size={44}
          aria-label={t('operations.deleteItem', { item: name })}
          onClick={() => onChange((ops) => ops.filter((o) => o.id !== op.id))}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Group>
      {open ? (
        <Paper id={detailsId} ml={30} mt={6} p="sm" bg="gray.0" radius="md">
          <Stack gap="sm">
            <Group align="flex-end" gap="md">
              <IconSelect
                label={t('operations.icon')}
                description={t('operations.iconHelp')}
                value={op.icon}
                placeholder={t('operations.noIcon')}
                clearable
                onChange={(icon) => set((o) => ({ ...o, icon }))}
                w={240}
              />
              {groupChoices.length > 1 ? (
                <Select
                  label={t('operations.moveToGroup')}
                  data={groupChoices}
                  value={groupKey}
                  allowDeselect={false}
                  onChange={(key) => key && key !== groupKey && onChange((ops) => moveOperationToGroup(ops, op.id, key))}
                  w={260}
                />
              ) : null}
            </Group>
            <Title order={5} fz="sm">
              {t('operations.detailImages')}
            </Title>
            <DetailImagesEditor images={op.detailImages} onChange={setImages} subject={name} />
          </Stack>
        </Paper>
      ) : null}
    </Box>
  );
});

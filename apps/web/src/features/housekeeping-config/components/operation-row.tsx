import type { TDetailImage, TOperation } from '@carehome/contracts';
import { ActionIcon, Box, Checkbox, Group, Indicator, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveOperation, moveOperationToGroup, updateOperation } from '../model/operation-groups.ts';
import { DetailImagesEditor } from './detail-images-editor.tsx';
import { ConfigIcon, IconSelect } from './icons.tsx';
import { MoveButtons } from './move-buttons.tsx';

/** A change of a routine's operations, given the operations as they are then. */
export type OpsUpdate = (fn: (ops: TOperation[]) => TOperation[]) => void;

/**
 * One item of an operation group: its name, optional, move, delete, and (opened) its icon, the group it
 * moves to and its detail images per language.
 */
export const OperationRow = memo(function OperationRow({
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
        <MoveButtons
          upLabel={t('operations.moveItemUp', { item: name })}
          downLabel={t('operations.moveItemDown', { item: name })}
          index={position}
          count={groupSize}
          onMove={(delta) => onChange((ops) => moveOperation(ops, op.id, delta))}
        />
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

import type { TRoomTypeConfig } from '@carehome/contracts';
import { Badge, Button, Group, Modal, NavLink, Paper, ScrollArea, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDoor, IconPlus } from '@tabler/icons-react';
import { type FormEvent, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameKey } from '../model/config-draft.ts';

export interface RoomTypeItem {
  id: string;
  name: string;
  routineCount: number;
}

/** The site's room types; the selected one is edited beside the list. */
export const RoomTypeList = memo(function RoomTypeList({
  types,
  selectedId,
  onSelect,
  onAdd,
  problemCounts,
}: {
  types: readonly RoomTypeItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onAdd: () => void;
  problemCounts: ReadonlyMap<number, number>;
}) {
  const { t } = useTranslation('config');
  return (
    <Paper withBorder radius="md" p="xs" component="section" aria-labelledby="room-types-heading">
      <Group justify="space-between" px="xs" pt={4} pb="xs" wrap="nowrap">
        <Title order={2} fz="h5" id="room-types-heading">
          {t('roomTypes.title')}
        </Title>
        <Badge variant="light" color="gray">
          {types.length}
        </Badge>
      </Group>
      <ScrollArea.Autosize mah="calc(100vh - var(--hk-header-h, 72px) - 250px)" type="auto" offsetScrollbars>
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {types.map((type, i) => {
            const problems = problemCounts.get(i) ?? 0;
            return (
              <li key={type.id}>
                <NavLink
                  component="button"
                  type="button"
                  active={type.id === selectedId}
                  aria-current={type.id === selectedId ? 'true' : undefined}
                  label={type.name.trim() || t('place.unnamedRoomType')}
                  description={t('roomTypes.routineCount', { n: type.routineCount })}
                  leftSection={<IconDoor size={20} aria-hidden />}
                  rightSection={
                    problems ? (
                      <Badge color="red" size="lg" circle aria-label={t('roomTypes.problemBadge', { n: problems })}>
                        {problems}
                      </Badge>
                    ) : null
                  }
                  onClick={() => onSelect(type.id)}
                  style={{ borderRadius: 8, minHeight: 48 }}
                  data-path={`roomTypes.${i}`}
                />
              </li>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      <Button
        fullWidth
        mt="xs"
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={onAdd}
        h="auto"
        mih={44}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        {t('roomTypes.add')}
      </Button>
    </Paper>
  );
});

/** Asks the new room type's name (unique) and whether to start from a copy of another type's routines. */
export function AddRoomTypeDialog({
  opened,
  types,
  onClose,
  onCreate,
}: {
  opened: boolean;
  types: readonly TRoomTypeConfig[];
  onClose: () => void;
  onCreate: (name: string, copyFromId: string | null) => void;
}) {
  const { t } = useTranslation(['config', 'errors', 'common']);
  const [name, setName] = useState('');
  const [copyFrom, setCopyFrom] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setName('');
    setCopyFrom(null);
    setError(undefined);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('errors:validation.required'));
    if (types.some((x) => nameKey(x.roomType) === nameKey(trimmed))) return setError(t('errors:config.duplicate_room_type'));
    onCreate(trimmed, copyFrom);
    close();
  };

  return (
    <Modal
      className="hk-config"
      opened={opened}
      onClose={close}
      title={t('roomTypes.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('roomTypes.name')}
            required
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            maxLength={80}
            data-autofocus
            placeholder={t('roomTypes.namePlaceholder')}
          />
          <Select
            label={t('roomTypes.copyFrom')}
            description={t('roomTypes.copyFromHelp')}
            data={types.map((x) => ({ value: x.id, label: x.roomType }))}
            value={copyFrom}
            onChange={setCopyFrom}
            clearable
            placeholder={t('roomTypes.copyFromNone')}
          />
          <Text size="sm" c="dimmed">
            {t('roomTypes.addHelp')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" leftSection={<IconPlus size={18} aria-hidden />}>
              {t('roomTypes.addConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

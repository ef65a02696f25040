import { Alert, Badge, Group, type OptionsFilter, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDoor } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/query-state.tsx';
import { usePickerRooms } from '../api/site-rooms.ts';
import { areaText, matchesRoomSearch, type PickerRoom, pickerRoomLabel } from '../model/arrival-rooms.ts';
import { useSiteNames } from './use-site-names.ts';

/**
 * Chooses a room of the current site: searchable by number, area, type or resident; vacant rooms
 * first. An occupied room says who lives there and warns once chosen, but stays selectable: rooms may
 * be shared. Large rows and a tall list for fingers on a 10-inch tablet; arrows and Enter on a keyboard.
 */
export function RoomPicker({
  facilityId,
  value,
  onChange,
  label,
  description,
  error,
  required,
  ignoreResidentId,
  disabledRoomIds,
  testId = 'room-picker',
}: {
  facilityId: string;
  value: string | null;
  /** The chosen room, or null when cleared. */
  onChange: (roomId: string | null, room: PickerRoom | null) => void;
  label?: string;
  description?: string;
  error?: string | undefined;
  required?: boolean;
  /** The resident being placed: they do not make their own room look occupied (a transfer). */
  ignoreResidentId?: string | null;
  /** Rooms offered but not choosable (the room a resident already lives in, for a transfer). */
  disabledRoomIds?: readonly string[];
  testId?: string;
}) {
  const { t } = useTranslation('resident-arrival');
  const name = useSiteNames();
  const { query, rooms } = usePickerRooms(facilityId, ignoreResidentId);
  const byId = useMemo(() => new Map((rooms ?? []).map((r) => [r.id, r])), [rooms]);
  const chosen = value ? byId.get(value) : undefined;

  const data = useMemo(() => {
    const disabled = new Set(disabledRoomIds ?? []);
    const item = (r: PickerRoom) => ({ value: r.id, label: pickerRoomLabel(r), disabled: disabled.has(r.id) });
    const vacant = (rooms ?? []).filter((r) => !r.residents.length).map(item);
    const occupied = (rooms ?? []).filter((r) => r.residents.length).map(item);
    return [
      ...(vacant.length ? [{ group: t('roomPicker.vacant'), items: vacant }] : []),
      ...(occupied.length ? [{ group: t('roomPicker.occupied'), items: occupied }] : []),
    ];
  }, [rooms, disabledRoomIds, t]);

  const filter: OptionsFilter = ({ options, search }) =>
    options.flatMap((o) => {
      if (!('group' in o)) return [];
      const items = o.items.filter((i) => {
        const room = byId.get(String(i.value));
        return room ? matchesRoomSearch(room, search) : false;
      });
      return items.length ? [{ ...o, items }] : [];
    });

  if (query.isError && !rooms) return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const empty = rooms !== undefined && rooms.length === 0;
  return (
    <Stack gap="xs" data-testid={testId}>
      <Select
        label={label ?? t('roomPicker.label')}
        description={description}
        placeholder={rooms ? t('roomPicker.placeholder') : t('roomPicker.loading')}
        nothingFoundMessage={t('roomPicker.nothingFound')}
        data={data}
        value={value}
        onChange={(v) => onChange(v, v ? (byId.get(v) ?? null) : null)}
        filter={filter}
        searchable
        clearable
        required={required}
        disabled={!rooms || empty}
        error={error}
        size="md"
        maxDropdownHeight={360}
        leftSection={<IconDoor size={18} aria-hidden />}
        comboboxProps={{ shadow: 'md' }}
        clearButtonProps={{ 'aria-label': t('roomPicker.clear') }}
        data-testid={`${testId}-input`}
        renderOption={({ option }) => {
          const room = byId.get(option.value);
          if (!room) return option.label;
          return (
            <Group justify="space-between" wrap="nowrap" gap="sm" w="100%" py={4} data-testid="room-option" data-room={room.roomNumber}>
              <Stack gap={0}>
                <Text fw={600}>{room.roomNumber}</Text>
                <Text size="xs" c="dimmed">
                  {[areaText(room), room.roomType ? name(room.roomType) : null].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              {room.residents.length ? (
                <Badge color="orange" variant="light" tt="none" maw={260} style={{ whiteSpace: 'normal', height: 'auto' }}>
                  {t('roomPicker.livesHere', { names: room.residents.map((r) => r.name).join(', ') })}
                </Badge>
              ) : (
                <Badge color="teal" variant="light" tt="none">
                  {t('roomPicker.vacantBadge')}
                </Badge>
              )}
            </Group>
          );
        }}
      />
      {empty ? (
        <Text size="sm" c="dimmed">
          {t('roomPicker.noRooms')}
        </Text>
      ) : null}
      {chosen?.residents.length ? (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="status" data-testid="room-occupied">
          {t('roomPicker.occupiedWarning', {
            room: pickerRoomLabel(chosen),
            names: chosen.residents.map((r) => r.name).join(', '),
          })}
        </Alert>
      ) : null}
    </Stack>
  );
}

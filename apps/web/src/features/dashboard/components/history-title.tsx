import type { TDashboardRoom, THousekeepingConfig } from '@carehome/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfigText } from '../../../lib/content-language.ts';
import { roomResidents } from './room-tile.tsx';

/** Room number, room type, the resident (or 'Unoccupied') and the room's current state. */
export function HistoryTitle({ room, config }: { room: TDashboardRoom; config: THousekeepingConfig }) {
  const { t } = useTranslation('room');
  const name = useConfigText(config);
  const state = room.roomState ? config.roomStates.find((s) => s.id === room.roomState?.id) : undefined;
  return (
    // Spans only: this sits in the dialog's heading (h2), and names the dialog.
    <Stack component="span" gap={4}>
      <Text component="span" fw={700} fz="xl" lh={1.2}>
        {t('history.title', { room: room.roomNumber })}
      </Text>
      <Group component="span" gap="xs" wrap="wrap" fz="md" fw={400}>
        <Text component="span" c="dimmed">
          {room.roomType ? name(room.roomType) : t('history.noRoomType')}
        </Text>
        <Text component="span" c="dimmed" aria-hidden>
          ·
        </Text>
        <Text component="span" fw={500} data-testid="history-resident">
          {roomResidents(room)
            .map((r) => r.displayName)
            .join(', ') || t('history.unoccupied')}
        </Text>
        <Badge
          variant={room.roomState ? 'filled' : 'outline'}
          color={room.roomState ? (state?.color ?? 'gray') : 'gray'}
          autoContrast
          size="lg"
          tt="none"
          leftSection={<IconFlag size={14} aria-hidden />}
          data-testid="history-state"
          style={state && state.style !== 'none' ? { border: `2px ${state.style} ${state.borderColor}` } : undefined}
        >
          {t('history.state', { state: room.roomState ? name(room.roomState.stateName) : t('state.resident') })}
        </Badge>
        {room.status.label !== 'State' ? (
          <Badge
            variant="light"
            color={room.status.label === 'OK' ? 'teal' : room.status.label === 'Missed' ? 'red' : 'orange'}
            size="lg"
            tt="none"
          >
            {t(`history.statusLabel.${room.status.label}`)}
          </Badge>
        ) : null}
      </Group>
    </Stack>
  );
}

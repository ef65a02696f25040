import type { TSuggestedAudit } from '@carehome/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { REASON_COLORS, reasonText } from '../model/reason-text.ts';

// Chips wrap their text instead of cutting it: a shared room names every resident.
const CHIP_STYLES = {
  root: { height: 'auto', paddingBlock: 4, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;

/** One suggested room: its rank, number and area, why (each reason a chip), its last audit, and Start audit. */
export function SuggestionCard({
  rank,
  room,
  timeZone,
  configName,
  onAudit,
}: {
  rank: number;
  room: TSuggestedAudit;
  timeZone: string;
  configName: (text: string) => string;
  onAudit: (room: TSuggestedAudit, reportId: string) => void;
}) {
  const { t } = useTranslation('audit-planning');
  const reportId = room.reportId;
  const title = t('room', { number: room.roomNumber });
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="suggested-room" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="sm" wrap="wrap" align="baseline">
            <Text fw={700} c="dimmed" aria-hidden>
              {rank}.
            </Text>
            <Text fw={700} fz="lg">
              {title}
            </Text>
            {room.areaPath ? <Text c="dimmed">{room.areaPath}</Text> : null}
          </Group>
          <Group gap={6} wrap="wrap" data-testid="reasons">
            {room.reasons.map((r) => (
              <Badge
                key={r.code}
                color={REASON_COLORS[r.code]}
                variant="light"
                size="lg"
                tt="none"
                styles={CHIP_STYLES}
                data-reason={r.code}
              >
                {reasonText(t, r, configName)}
              </Badge>
            ))}
            {room.reasons.length ? null : <Text c="dimmed">{t('reason.none')}</Text>}
          </Group>
          {/* A room without an audit says so in its chips. */}
          {room.lastAuditAt ? (
            <Text size="sm" c="dimmed">
              {t('lastAudit', { date: formatDisplayDate(room.lastAuditAt, timeZone) })}
            </Text>
          ) : null}
        </Stack>
        <Tooltip label={t('nothingToAudit')} disabled={Boolean(reportId)}>
          {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
          <span>
            <Button
              leftSection={<IconClipboardCheck size={18} aria-hidden />}
              disabled={!reportId}
              onClick={() => reportId && onAudit(room, reportId)}
              aria-label={t('startAuditOf', { number: room.roomNumber })}
            >
              {t('startAudit')}
            </Button>
          </span>
        </Tooltip>
      </Group>
    </Paper>
  );
}

import type { TSyncMessage } from '@carehome/contracts';
import { Button, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime, formatDisplayTime } from '../../../lib/dates.ts';
import { effectText, failureText } from '../model/sync-text.ts';
import { ListTable } from './list-table.tsx';
import { MessageStatusBadge } from './status-badges.tsx';

/**
 * The recent webhook messages: when they came (and how often: a repeat changes nothing), the event and
 * patient, their state with the attempts and the next one, and what they did, or why they failed.
 */
export function MessagesTable({
  messages,
  timeZone,
  retryingId,
  onRetry,
}: {
  messages: readonly TSyncMessage[];
  timeZone?: string;
  retryingId: string | null;
  onRetry: (m: TSyncMessage) => void;
}) {
  const { t } = useTranslation(['care-records-sync', 'common']);
  return (
    <ListTable
      label={t('messages.label')}
      testId="messages-table"
      minWidth={900}
      headers={[t('messages.receivedAt'), t('messages.event'), t('messages.status'), t('messages.result')]}
    >
      {messages.map((m) => (
        <Table.Tr key={m.id} data-testid="message-row">
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDisplayDateTime(m.receivedAt, timeZone)}
            </Text>
            {m.deliveries > 1 ? (
              <Text size="xs" c="dimmed">
                {t('messages.deliveries', { count: m.deliveries })}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>
            <Text size="sm" fw={600}>
              {m.eventType}
            </Text>
            <Text size="xs" c="dimmed">
              {t('residents.patientId', { id: m.patientId })}
            </Text>
          </Table.Td>
          <Table.Td>
            <Stack gap={2} align="flex-start">
              <MessageStatusBadge status={m.status} />
              {m.attempts > 0 ? (
                <Text size="xs" c="dimmed">
                  {t('messages.attempts', { count: m.attempts })}
                </Text>
              ) : null}
              {m.nextAttemptAt && (m.status === 'retrying' || m.status === 'received') ? (
                <Text size="xs" c="dimmed">
                  {t('messages.nextAttempt', { time: formatDisplayTime(m.nextAttemptAt, timeZone) })}
                </Text>
              ) : null}
            </Stack>
          </Table.Td>
          <Table.Td maw={420}>
            <Stack gap={2}>
              {m.effects.map((e, i) => (
                // Effects have no id; their order is the order they happened in.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per message
                <Text key={i} size="sm" data-testid="message-effect">
                  {effectText(t, e)}
                </Text>
              ))}
              {m.failure ? (
                <Text size="sm" c="red.8" data-testid="message-failure">
                  {failureText(t, m.failure)}
                </Text>
              ) : null}
              {!m.effects.length && !m.failure ? (
                <Text size="sm" c="dimmed">
                  {m.status === 'ignored' ? t('messages.ignored') : '—'}
                </Text>
              ) : null}
            </Stack>
          </Table.Td>
          <Table.Td>
            {m.status === 'failed' ? (
              <Button
                variant="light"
                leftSection={<IconRefresh size={18} aria-hidden />}
                loading={retryingId === m.id}
                onClick={() => onRetry(m)}
                data-testid="message-retry"
              >
                {t('messages.retry')}
              </Button>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

import { Alert, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconSend, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../components/action-button.tsx';
import { ActionsTable } from '../../components/actions-table.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { translateError } from '../api-error.ts';
import { formatDataTime, formatDisplayDateTime } from '../dates.ts';
import { useAccount } from '../session.ts';
import { outbox } from './outbox-instance.ts';
import type { QueuedStatus } from './outbox-runner-types.ts';
import type { FailedSave, OutboxAnswer, QueuedSave } from './outbox-types.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's answer in the user's language: its field errors, else its code, else its English text. */
function answerText(t: Translate, answer: OutboxAnswer): string {
  if (answer.status === 'network') return translateError(t, 'server.connection', 'Error connecting to server.');
  const parts = answer.errors.length
    ? answer.errors.map((e) => translateError(t, e.code, e.message, e.params ?? {}))
    : [answer.code ? translateError(t, answer.code, answer.message) : answer.message];
  return [...new Set(parts)].join(' ');
}

function statusText(t: Translate, status: QueuedStatus, zone: string | undefined): string {
  if (status.kind === 'scheduled') return t('status.scheduled', { time: formatDataTime(new Date(status.at), zone) });
  return t(`status.${status.kind}`);
}

/** The refused saves as a file the user keeps: everything needed to enter them again or hand them on. */
function exportFailed(failed: FailedSave[]): void {
  const file = {
    exportedAt: new Date().toISOString(),
    saves: failed.map((f) => ({
      kind: f.kind,
      id: f.id,
      facilityId: f.facilityId,
      roomId: f.roomId,
      room: f.roomLabel,
      authorStaffId: f.authorStaffId,
      queuedAt: new Date(f.queuedAt).toISOString(),
      failedAt: new Date(f.failedAt).toISOString(),
      attempts: f.attempts,
      status: f.answer.status,
      code: f.answer.code,
      message: f.answer.message,
      errors: f.answer.errors,
      body: f.body,
    })),
  };
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  const stamp = file.exportedAt.slice(0, 19).replace(/[:T]/g, '-');
  const a = Object.assign(document.createElement('a'), { href: url, download: `could-not-be-saved-${stamp}.json` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Re-renders every few seconds while open: 'next try' and 'now' move with the clock. */
function useTick(ms: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
}

/** The saves waiting on this device, and the ones the server refused (spec: never a silent drop). */
export function OutboxDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['outbox', 'errors', 'common']);
  const runner = outbox();
  const { pending, failed } = useSyncExternalStore(runner.subscribe, runner.items, runner.items);
  const zone = useAccount()?.facility?.timeZone;
  const [removing, setRemoving] = useState<FailedSave | null>(null);
  useTick(5000);
  const room = (s: { roomLabel: string | null }) => s.roomLabel ?? t('unknownRoom');

  return (
    <>
      <Modal
        opened={opened && removing === null}
        onClose={onClose}
        title={t('title')}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack gap="lg" data-testid="outbox-dialog">
          <section aria-labelledby="outbox-pending-title">
            <Title order={3} fz="h5" id="outbox-pending-title" mb={4}>
              {t('pending.title')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('pending.help')}
            </Text>
            {pending.length === 0 ? (
              <Text size="sm">{t('pending.empty')}</Text>
            ) : (
              <SavesTable testId="outbox-pending" columns={['room', 'kind', 'queuedAt', 'attempts', 'nextTry']}>
                {pending.map((s: QueuedSave) => {
                  const status = runner.statusOf(s);
                  return (
                    <Table.Tr key={s.key}>
                      <SaveCells save={s} room={room(s)} zone={zone} />
                      <Table.Td>{s.attempts}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{statusText(t, status, zone)}</Text>
                        {s.lastAnswer ? (
                          <Text size="xs" c="dimmed">
                            {t('lastAnswer', { message: answerText(t, s.lastAnswer) })}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="end">
                        <ActionButton
                          size="compact-sm"
                          variant="light"
                          icon={IconSend}
                          disabled={status.kind === 'sending' || status.kind === 'waitingForSignIn'}
                          onClick={() => runner.sendNow(s.key)}
                          aria-label={t('sendNowFor', { room: room(s) })}
                        >
                          {t('sendNow')}
                        </ActionButton>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </SavesTable>
            )}
          </section>

          {failed.length > 0 ? (
            <section aria-labelledby="outbox-failed-title">
              <Group justify="space-between" mb={4}>
                <Title order={3} fz="h5" id="outbox-failed-title" c="red.8">
                  {t('failed.title')}
                </Title>
                <ActionButton
                  size="compact-sm"
                  variant="default"
                  icon={IconDownload}
                  onClick={() => exportFailed(failed)}
                  title={t('exportHelp')}
                  data-testid="outbox-export"
                >
                  {t('export')}
                </ActionButton>
              </Group>
              <Alert color="red" variant="light" mb="sm">
                {t('failed.help')}
              </Alert>
              <SavesTable testId="outbox-failed" columns={['room', 'kind', 'queuedAt', 'failedAt', 'message']}>
                {failed.map((f) => (
                  <Table.Tr key={f.failedId}>
                    <SaveCells save={f} room={room(f)} zone={zone} />
                    <Table.Td>{formatDisplayDateTime(new Date(f.failedAt), zone)}</Table.Td>
                    <Table.Td>{answerText(t, f.answer)}</Table.Td>
                    <Table.Td ta="end">
                      <ActionButton
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        icon={IconTrash}
                        onClick={() => setRemoving(f)}
                        aria-label={t('removeFor', { room: room(f) })}
                      >
                        {t('remove')}
                      </ActionButton>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </SavesTable>
            </section>
          ) : null}
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={t('removeTitle')}
        confirmLabel={t('remove')}
        onConfirm={() => {
          if (removing) void runner.removeFailed(removing.failedId);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      >
        {t('removeBody', { kind: removing ? t(`kind.${removing.kind}`) : '', room: removing ? room(removing) : '' })}
      </ConfirmDialog>
    </>
  );
}

/** The first cells of a save's row in both lists: its room, what it saves, and when it was queued. */
function SaveCells({ save, room, zone }: { save: QueuedSave | FailedSave; room: string; zone: string | undefined }) {
  const { t } = useTranslation('outbox');
  return (
    <>
      <Table.Td>{room}</Table.Td>
      <Table.Td>{t(`kind.${save.kind}`)}</Table.Td>
      <Table.Td>{formatDisplayDateTime(new Date(save.queuedAt), zone)}</Table.Td>
    </>
  );
}

/** The table of each list: a header of its columns, then an unlabelled actions column, over its rows. */
function SavesTable({ testId, columns, children }: { testId: string; columns: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation('outbox');
  return (
    <ActionsTable testId={testId} minWidth={640} headers={columns.map((c) => t(`columns.${c}`))}>
      {children}
    </ActionsTable>
  );
}

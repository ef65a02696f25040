import { Alert, Button, Checkbox, Group, Modal, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { useRedistribute, useRedistributePreview } from '../api/absence.ts';
import { initialRecipients, planLines, plannedRoomCount, redistributeCandidates, toggle } from '../model/redistribute.ts';
import { displayLocalDate, roomNumbersOf } from '../model/schedule-view.ts';
import { useSchedule } from './schedule-context.ts';

/**
 * The 7 a.m. sick call: the absent person's rooms of the day spread over the people present, balanced
 * by expected cleaning time. The plan is shown first (who gets which rooms, their minutes after); the
 * lead unticks people and confirms.
 */
export function RedistributeDialog({ staffMemberId, date, onClose }: { staffMemberId: string; date: string; onClose: () => void }) {
  const { t } = useTranslation('staff-schedule');
  const { facilityId, schedule, rows, actions } = useSchedule();
  const name = schedule.staff.find((s) => s.id === staffMemberId)?.name ?? '';
  const [allRoles, setAllRoles] = useState(false);
  const candidates = useMemo(() => redistributeCandidates(rows, date, staffMemberId, allRoles), [rows, date, staffMemberId, allRoles]);
  const [ticked, setTicked] = useState(() => initialRecipients(candidates));
  const request = { facilityId, date, staffMemberId, toStaffMemberIds: ticked };
  const preview = useRedistributePreview(request);
  const apply = useRedistribute();
  const lines = planLines(preview.data, ticked);
  const rooms = plannedRoomCount(preview.data);
  const unplaced = preview.data?.unplaced ?? [];

  const confirm = async () => {
    try {
      const plan = await apply.mutateAsync(request);
      actions.notify({
        title: t('redistribute.done', { name }),
        message: t('redistribute.doneBody', { count: plannedRoomCount(plan), people: plan.moves.length }),
        undo: plan.undo ? { facilityId, value: plan.undo } : undefined,
      });
      onClose();
    } catch {
      // shown below
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('redistribute.title', { name, date: displayLocalDate(date) })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="sm" data-testid="redistribute-dialog">
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} p="xs">
          {t('redistribute.intro')}
        </Alert>
        {candidates.length === 0 ? <Text c="dimmed">{t('redistribute.nobody')}</Text> : null}
        <Stack gap={6} role="group" aria-label={t('redistribute.who')}>
          {candidates.map((c) => {
            const line = lines.get(c.staffMemberId);
            const on = ticked.includes(c.staffMemberId);
            return (
              <Paper key={c.staffMemberId} withBorder p="xs" radius="md" data-testid="redistribute-person" data-staff-id={c.staffMemberId}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Checkbox
                    size="md"
                    checked={on}
                    onChange={() => setTicked((list) => toggle(list, c.staffMemberId))}
                    label={c.name}
                    styles={{ label: { fontWeight: 600 } }}
                  />
                  <div style={{ textAlign: 'right', minWidth: 0 }}>
                    {!on ? (
                      <Text size="sm" c="dimmed">
                        {t('redistribute.left')}
                      </Text>
                    ) : preview.isFetching && !line ? (
                      <Skeleton height={16} width={160} />
                    ) : line ? (
                      <>
                        <Text size="sm" fw={600} data-testid="redistribute-rooms">
                          {t('redistribute.gets', { count: line.roomIds.length, rooms: roomNumbersOf(schedule, line.roomIds).join(', ') })}
                        </Text>
                        <Text size="sm" c="dimmed" data-testid="redistribute-minutes">
                          {t('redistribute.minutesOfShift', {
                            added: Math.round(line.addedMinutes),
                            total: Math.round(line.totalMinutes),
                            shift: line.shiftMinutes,
                          })}
                        </Text>
                      </>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('redistribute.nothing')}
                      </Text>
                    )}
                  </div>
                </Group>
              </Paper>
            );
          })}
        </Stack>
        <Switch
          checked={allRoles}
          onChange={(e) => setAllRoles(e.currentTarget.checked)}
          label={t('redistribute.otherRoles')}
          data-testid="redistribute-all-roles"
        />
        {unplaced.length > 0 && !preview.isFetching ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            p="xs"
            data-testid="redistribute-unplaced"
            data-count={unplaced.length}
          >
            {t('redistribute.unplaced', {
              count: unplaced.length,
              minutes: Math.round(preview.data?.unplacedMinutes ?? 0),
              rooms: roomNumbersOf(schedule, unplaced).join(', '),
            })}
          </Alert>
        ) : null}
        {preview.isError ? <ErrorAlert error={preview.error} testId="redistribute-preview-error" /> : null}
        {apply.isError ? <ErrorAlert error={apply.error} testId="redistribute-error" /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('redistribute.later')}
          </Button>
          <Button
            color="red.9"
            onClick={() => void confirm()}
            loading={apply.isPending}
            disabled={ticked.length === 0 || !preview.data || preview.isFetching || rooms === 0}
            data-testid="redistribute-apply"
          >
            {t('redistribute.apply', { count: rooms })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import type { TStaffDashboard } from '@carehome/contracts';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useTranslatedText } from '../../../lib/content-language.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.ts';
import { useAcknowledge, useCheckItem, useStaffDashboard } from '../api/staff-dashboard.ts';
import { BriefingChecklist, MessageWithLink } from './briefing-checklist.tsx';

/** The acknowledgements waiting for the person, each with its own 'I acknowledge' button. */
export function PendingAcknowledgements({ data, facilityId }: { data: TStaffDashboard; facilityId: string }) {
  const { t } = useTranslation(['briefings', 'errors']);
  const acknowledge = useAcknowledge(facilityId);
  const read = useTranslatedText();
  const [busy, setBusy] = useState<string | null>(null);
  const run = (ids: string[]) => {
    setBusy(ids.length === 1 ? (ids[0] as string) : 'all');
    acknowledge.mutate(ids, {
      onSuccess: () => toast(t('staff.acknowledged', { count: ids.length })),
      onError: (err) => toast(errorText(t, err), 'red'),
      onSettled: () => setBusy(null),
    });
  };
  if (!data.acknowledgements.length)
    return (
      <Text c="dimmed" data-testid="no-acknowledgements">
        {t('staff.noAcknowledgements')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {data.acknowledgements.map((a) => (
        <Paper key={a.id} withBorder p="md" radius="md" data-testid="pending-acknowledgement">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
              <Group gap="xs">
                <Badge color="orange" variant="light">
                  {t(`ackLevels.${a.level}`)}
                </Badge>
                <Text size="sm" c="dimmed">
                  {formatDisplayDate(`${a.date}T12:00:00Z`, 'UTC')}
                </Text>
              </Group>
              <MessageWithLink message={read(a.message, a.translations)} hyperlink={a.hyperlink} linkLabel={t('staff.openLink')} />
            </Stack>
            <Button
              size="md"
              leftSection={<IconShieldCheck size={20} aria-hidden />}
              loading={busy === a.id}
              disabled={busy !== null && busy !== a.id}
              onClick={() => run([a.id])}
            >
              {t('staff.acknowledge')}
            </Button>
          </Group>
        </Paper>
      ))}
      {data.acknowledgements.length > 1 ? (
        <Group justify="flex-end">
          <Button
            variant="light"
            loading={busy === 'all'}
            disabled={busy !== null}
            onClick={() => run(data.acknowledgements.map((a) => a.id))}
          >
            {t('staff.acknowledgeAll', { count: data.acknowledgements.length })}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Today's briefing with its tick boxes (only staff members tick; other accounts read). */
export function TodaysBriefing({ data, facilityId }: { data: TStaffDashboard; facilityId: string }) {
  const { t } = useTranslation(['briefings', 'errors']);
  const check = useCheckItem(facilityId);
  const [busy, setBusy] = useState<string | null>(null);
  if (!data.briefing.length) return <Text c="dimmed">{t('staff.noBriefing')}</Text>;
  return (
    <Stack gap="sm">
      {!data.isStaff ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('errors:briefing.staff_only')}
        </Alert>
      ) : null}
      <BriefingChecklist
        sections={data.briefing}
        t={t}
        busyItem={busy}
        {...(data.isStaff
          ? {
              onCheck: (briefingId: string, itemId: string, checked: boolean) => {
                setBusy(itemId);
                check.mutate(
                  { briefingId, itemId, checked },
                  { onError: (err) => toast(errorText(t, err), 'red'), onSettled: () => setBusy(null) },
                );
              },
            }
          : {})}
      />
    </Stack>
  );
}

/** The person's own assignments today with how many of their rooms are done. */
export function OwnAssignments({ data }: { data: TStaffDashboard }) {
  const { t } = useTranslation('briefings');
  if (!data.assignments.length) return <Text c="dimmed">{t('staff.noAssignments')}</Text>;
  return (
    <Stack gap="sm">
      {data.assignments.map((a) => {
        const pct = a.rooms ? Math.round((a.roomsDone / a.rooms) * 100) : 0;
        return (
          <Paper key={a.id} withBorder p="md" radius="md" data-testid="own-assignment">
            <Group justify="space-between" mb={6} wrap="wrap">
              <Text fw={600}>{a.description || a.task || a.cleanType || t('staff.assignment')}</Text>
              <Text size="sm" c="dimmed">
                {t('staff.roomsDone', { done: a.roomsDone, total: a.rooms })}
              </Text>
            </Group>
            {a.task && a.description ? (
              <Text size="sm" c="dimmed" mb={6}>
                {a.task}
              </Text>
            ) : null}
            <Progress value={pct} color={pct === 100 ? 'teal' : 'blue'} size="lg" aria-label={t('staff.progress')} />
          </Paper>
        );
      })}
    </Stack>
  );
}

/**
 * The staff dashboard's panel: today's briefing to tick, the acknowledgements waiting, and the person's
 * own assignments with progress. Used on /staffdashboard and on the tablet after a PIN sign-in.
 */
export function StaffPanel({ facilityId, withAssignments = true }: { facilityId: string; withAssignments?: boolean }) {
  const { t } = useTranslation('briefings');
  const dashboard = useStaffDashboard(facilityId);
  if (!dashboard.data) return <QueryState query={dashboard} />;
  const data = dashboard.data;
  const nothing = !data.briefing.length && !data.acknowledgements.length && !data.assignments.length;
  if (nothing && !data.isStaff)
    return <EmptyState icon={<IconChecklist size={34} />} title={t('staff.emptyTitle')} description={t('staff.emptyBody')} />;
  return (
    <Stack gap="xl">
      <section aria-labelledby="briefing-today">
        <Title order={2} fz="h3" id="briefing-today" mb="sm">
          {t('staff.briefingTitle', { date: formatDisplayDate(`${data.date}T12:00:00Z`, 'UTC') })}
        </Title>
        <TodaysBriefing data={data} facilityId={facilityId} />
      </section>
      {data.isStaff ? (
        <section aria-labelledby="acks-waiting">
          <Title order={2} fz="h3" id="acks-waiting" mb="sm">
            {t('staff.acknowledgementsTitle')}
          </Title>
          <PendingAcknowledgements data={data} facilityId={facilityId} />
        </section>
      ) : null}
      {withAssignments && data.isStaff ? (
        <section aria-labelledby="own-assignments">
          <Title order={2} fz="h3" id="own-assignments" mb="sm">
            {t('staff.assignmentsTitle')}
          </Title>
          <OwnAssignments data={data} />
        </section>
      ) : null}
    </Stack>
  );
}

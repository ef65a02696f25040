import type { TAccountInfo } from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api-error.ts';
import { holdLiveUpdates } from '../../../lib/live-updates.ts';
import { useAccount } from '../../../lib/session.ts';
import { type CleaningLink, parseCleaningLink, useDashboard } from '../../dashboard/index.ts';
import { useMarkingReport, useReport } from '../api/reports.ts';
import { CleaningScreen } from '../components/cleaning-screen.tsx';
import { ConfigNamesProvider, useConfigName } from '../components/config-names.tsx';
import { buildSession, type SessionInput, type SessionResult } from '../model/session.ts';

const NEEDS_REPORT = new Set<CleaningLink['mode']>(['continue', 'audit', 'history']);

/** Back where the screen was opened from; a deep link goes to the housekeeping dashboard (or the room dashboard). */
function useExit(account: TAccountInfo | null) {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else if (account?.staffMember) navigate('/housekeeping', { replace: true });
    else
      navigate(roleIncludes(account?.role ?? 'Housekeeper', 'Nursing') ? '/facility/roomdashboard' : '/staffdashboard', { replace: true });
  }, [navigate, account]);
}

/**
 * /housekeeping/room/:roomId?mode=clean|continue|audit|marking|history[&cleanType][&reportId]: reads
 * the room and configuration (the dashboard's data, saved on the device for offline use), the report
 * and its marking when the mode needs them, then opens the screen. Live reloads wait while it is open.
 */
export default function CleaningPage() {
  const { t } = useTranslation('cleaning');
  const { roomId } = useParams();
  const [search] = useSearchParams();
  const link = useMemo(() => parseCleaningLink(roomId, search), [roomId, search]);
  const account = useAccount();
  const exit = useExit(account);
  useEffect(() => holdLiveUpdates(), []);

  const facilityId = account?.facility?.id;
  const role = account?.role ?? 'Housekeeper';
  const dashboard = useDashboard(facilityId, roleIncludes(role, 'FacilityAssistant'));
  const needsReport = Boolean(link && NEEDS_REPORT.has(link.mode));
  const report = useReport(facilityId, needsReport ? link?.reportId : null);
  const markingId = link?.mode === 'audit' ? report.data?.markingReportId : null;
  const marking = useMarkingReport(facilityId, markingId);

  const failure = !dashboard.data ? dashboard.error : needsReport && !report.data ? report.error : null;
  const loading = !dashboard.data || (needsReport && report.isPending) || (Boolean(markingId) && marking.isPending);

  if (!link || !account || !facilityId) return <Problem text={t('open.badLink')} onBack={exit} />;
  if (failure)
    return (
      <Problem
        text={`${t('open.loadFailed')} ${errorText(t, failure)}`}
        onBack={exit}
        onRetry={() => {
          void dashboard.refetch();
          if (needsReport) void report.refetch();
        }}
      />
    );
  if (loading || !dashboard.data)
    return (
      <Group justify="center" mt="xl" aria-busy="true">
        <Loader />
        <Text c="dimmed">{t('open.loading')}</Text>
      </Group>
    );

  const input: SessionInput = {
    link,
    facilityId,
    config: dashboard.data.config,
    rooms: dashboard.data.rooms,
    role,
    report: report.data ?? null,
    // A marking that cannot be read leaves the report's own marks.
    marking: marking.data ?? null,
    now: new Date(),
    newId: () => crypto.randomUUID(),
  };
  return (
    <ConfigNamesProvider config={dashboard.data.config}>
      <SessionHost key={`${link.roomId}?${search.toString()}`} input={input} account={account} onExit={exit} />
    </ConfigNamesProvider>
  );
}

/** Builds the session once per opening: the new report's id and start time must not change while it is open. */
function SessionHost({ input, account, onExit }: { input: SessionInput; account: TAccountInfo; onExit: () => void }) {
  const { t } = useTranslation('cleaning');
  const name = useConfigName();
  const [result] = useState<SessionResult>(() => buildSession(input));
  if (!result.ok) {
    const title =
      result.problem === 'noRoutines'
        ? t('open.cannotStart')
        : result.problem === 'noMarkingRoutines'
          ? t('open.cannotStartMarking')
          : null;
    const text =
      result.problem === 'noRoutines' || result.problem === 'noMarkingRoutines'
        ? t('open.noRoutines', { roomType: result.roomType ? name(result.roomType) : t('title.noType') })
        : t(`open.${result.problem}`);
    return <Problem title={title} text={text} onBack={onExit} />;
  }
  return <CleaningScreen session={result.session} account={account} timeZone={account.facility?.timeZone ?? 'UTC'} onExit={onExit} />;
}

function Problem({ title, text, onBack, onRetry }: { title?: string | null; text: string; onBack: () => void; onRetry?: () => void }) {
  const { t } = useTranslation('cleaning');
  return (
    <Stack maw={640} mx="auto" mt="xl" data-testid="cleaning-problem">
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={title ?? undefined} role="alert">
        {text}
      </Alert>
      <Group>
        <Button variant="default" leftSection={<IconArrowLeft aria-hidden />} onClick={onBack}>
          {t('open.back')}
        </Button>
        {onRetry ? (
          <Button leftSection={<IconRefresh aria-hidden />} onClick={onRetry}>
            {t('open.retry')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

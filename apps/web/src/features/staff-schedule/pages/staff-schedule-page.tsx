import type { TAssignment } from '@carehome/contracts';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useConfigText } from '../../../lib/content-language.ts';
import { formatDataDate } from '../../../lib/dates.ts';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { useLiveUpdates } from '../../../lib/live-updates.ts';
import { useAccount } from '../../../lib/session.ts';
import { GettingStarted } from '../../getting-started/index.ts';
import { useStaffSchedule } from '../api/staff-schedule.ts';
import { AssignmentDialog } from '../components/assignment-dialog.tsx';
import { CoveragePanel } from '../components/coverage-panel.tsx';
import { RedistributeDialog } from '../components/redistribute-dialog.tsx';
import { ResultNotice, type ResultNoticeValue } from '../components/result-notice.tsx';
import { ScheduleBody } from '../components/schedule-body.tsx';
import { type ScheduleActions, ScheduleContext } from '../components/schedule-context.ts';
import { ScheduleSkeleton } from '../components/schedule-skeleton.tsx';
import { ScheduleToolbar } from '../components/schedule-toolbar.tsx';
import { TemplatesDialog } from '../components/templates-dialog.tsx';
import type { AssignmentFormValues } from '../model/assignment-form.ts';
import { parseDateParam, staffRows, type ViewMode, viewRange } from '../model/schedule-view.ts';

type Editor = { assignment?: TAssignment; preset?: Partial<AssignmentFormValues> } | null;

/**
 * /facility/staffschedule (Nursing and above; where they land after sign-in): the site's staff with their
 * assignments for a day or a week, their progress from the reports, the rooms on nobody's list, and the
 * morning tools: copy, span, move, absence and redistribution, templates.
 */
export default function StaffSchedulePage() {
  const { t } = useTranslation(['staff-schedule', 'pages']);
  const account = useAccount();
  const facilityId = account?.facility?.id;
  useLiveUpdates(facilityId);
  const [params, setParams] = useSearchParams();
  const siteToday = useMemo(() => formatDataDate(new Date(), account?.facility?.timeZone), [account?.facility?.timeZone]);
  const date = parseDateParam(params.get('date')) ?? siteToday;
  const mode: ViewMode = params.get('view') === 'week' ? 'week' : 'day';
  const range = useMemo(() => viewRange(date, mode), [date, mode]);
  const schedule = useStaffSchedule(facilityId, range.from, range.to);
  const data = schedule.data;
  const rows = useMemo(() => (data ? staffRows(data, range.dates) : []), [data, range]);
  // The schedule names room types and clean types as written; the configuration has their translations.
  const config = useHousekeepingConfig(facilityId);
  const name = useConfigText(config.data);

  const [editor, setEditor] = useState<Editor>(null);
  const [redistribute, setRedistribute] = useState<{ staffMemberId: string; date: string } | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [notice, setNotice] = useState<ResultNoticeValue | null>(null);

  const go = (next: { date?: string; view?: ViewMode }) => {
    const p = new URLSearchParams(params);
    if (next.date) p.set('date', next.date);
    if (next.view) p.set('view', next.view);
    setParams(p, { replace: true });
  };

  const actions: ScheduleActions = {
    create: (preset) => {
      // A new assignment starts today at the earliest (the domain refuses past dates).
      const start = data && date < data.today ? data.today : date;
      setEditor({ preset: { startDate: start, endDate: start, ...preset } });
    },
    edit: (assignment) => setEditor({ assignment }),
    redistribute: (staffMemberId, day) => setRedistribute({ staffMemberId, date: day }),
    notify: setNotice,
  };

  const newButton = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden />}
      onClick={() => actions.create({})}
      disabled={!data}
      data-testid="new-assignment"
    >
      {t('new')}
    </Button>
  );

  return (
    <ScheduleContext.Provider value={{ facilityId: facilityId ?? '', schedule: data, rows, actions, name }}>
      <PageHeader title={t('pages:titles.staffSchedule')} actions={newButton} />
      <Stack gap="md">
        <GettingStarted />
        <ScheduleToolbar
          date={date}
          mode={mode}
          dates={range.dates}
          today={data?.today ?? siteToday}
          onDate={(d) => go({ date: d })}
          onMode={(v) => go({ view: v })}
          onTemplates={() => setTemplatesOpen(true)}
          loading={schedule.isFetching}
        />
        {notice ? <ResultNotice value={notice} onClose={() => setNotice(null)} /> : null}
        {!data ? (
          schedule.isPending && schedule.failureCount === 0 ? (
            <ScheduleSkeleton />
          ) : (
            <QueryState query={schedule} />
          )
        ) : (
          <>
            <CoveragePanel date={date} />
            <ScheduleBody mode={mode} date={date} dates={range.dates} />
          </>
        )}
      </Stack>
      {editor && data ? (
        <AssignmentDialog assignment={editor.assignment} preset={editor.preset} date={date} onClose={() => setEditor(null)} />
      ) : null}
      {redistribute && data ? (
        <RedistributeDialog staffMemberId={redistribute.staffMemberId} date={redistribute.date} onClose={() => setRedistribute(null)} />
      ) : null}
      {templatesOpen && data ? <TemplatesDialog date={date} onClose={() => setTemplatesOpen(false)} /> : null}
    </ScheduleContext.Provider>
  );
}

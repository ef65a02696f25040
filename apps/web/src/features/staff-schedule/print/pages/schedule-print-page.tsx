import { roleIncludes } from '@carehome/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../../components/query-state.tsx';
import { useConfigText } from '../../../../lib/content-language.ts';
import { formatDataDate } from '../../../../lib/dates.ts';
import { useAccount } from '../../../../lib/session.ts';
import { useDashboard } from '../../../dashboard/index.ts';
import { staffScheduleQueryOptions } from '../../api/staff-schedule.ts';
import { parseDateParam } from '../../model/schedule-view.ts';
import { PrintSheet } from '../components/print-sheet.tsx';
import { PrintView } from '../components/print-view.tsx';
import { printedDay } from '../model/print-date.ts';
import { scheduleSheets } from '../model/print-sheets.ts';

/**
 * /print/schedule?date=YYYY-MM-DD[&staff=id]: the day's staff schedule, a page per person (their rooms
 * or areas, tasks, absence, and the list of their rooms with every resident), or one person's page.
 */
export default function SchedulePrintPage() {
  const { t, i18n } = useTranslation('print');
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const [params] = useSearchParams();
  const date = parseDateParam(params.get('date')) ?? formatDataDate(new Date(), account?.facility?.timeZone);
  const staff = params.get('staff');
  const schedule = useQuery(staffScheduleQueryOptions(facilityId, date, date));
  const dashboard = useDashboard(facilityId, roleIncludes(account?.role ?? 'Nursing', 'FacilityAssistant'));
  const name = useConfigText(dashboard.data?.config);
  const sheets = useMemo(() => {
    if (!schedule.data || !dashboard.data) return null;
    const all = scheduleSheets(schedule.data, date, dashboard.data.rooms, name);
    return staff ? all.filter((s) => s.staffMemberId === staff) : all;
  }, [schedule.data, dashboard.data, date, staff, name]);
  const day = printedDay(date, i18n.language);
  const subtitle = `${t('daySchedule')} · ${account?.facility?.name ?? ''} · ${day}`;
  const only = staff && sheets?.[0]?.name;

  return (
    <PrintView
      title={`${only ? `${only} · ` : ''}${t('daySchedule')} · ${date}`}
      back={`/facility/staffschedule?date=${date}`}
      ready={Boolean(sheets)}
    >
      {!sheets ? (
        <QueryState query={schedule.data ? dashboard : schedule} />
      ) : sheets.length === 0 ? (
        <p>{t('nobody')}</p>
      ) : (
        sheets.map((s) => (
          <PrintSheet
            key={s.staffMemberId ?? 'nobody'}
            name={s.name ?? t('unassigned')}
            subtitle={subtitle}
            absent={s.absent}
            covers={s.covers}
            tasks={s.tasks}
            rows={s.rows}
            staffMemberId={s.staffMemberId}
          />
        ))
      )}
    </PrintView>
  );
}

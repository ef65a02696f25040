import type { TReportKind } from '@carehome/contracts';
import { hasRole } from '@carehome/domain';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDataDate } from '../../../lib/dates.ts';
import { useAccount } from '../../../lib/session.ts';
import { useReport } from '../api/reporting.ts';
import { periodProblems } from '../model/period.ts';
import { choicesFromQuery, choicesToQuery, reportingRequest } from '../model/query.ts';
import { ReportForm } from './report-form.tsx';
import { ReportResult } from './report-result.tsx';

/**
 * The reports screen: the form, and the report the address names (Run writes the choices into the
 * address, so a report can be reloaded and bookmarked). `fixedKind`: one report only, e.g. the Enhanced
 * Cleaning Report of its own menu entry.
 */
export function ReportsScreen({ title, fixedKind }: { title: string; fixedKind?: TReportKind }) {
  const { t } = useTranslation('reporting');
  const account = useAccount();
  const facility = account?.facility;
  const today = useMemo(() => formatDataDate(new Date(), facility?.timeZone), [facility?.timeZone]);
  const [params, setParams] = useSearchParams();
  const { choices, run } = choicesFromQuery(params, today, fixedKind);
  const valid = !periodProblems(choices).from && !periodProblems(choices).to;
  const request = facility && run && valid ? reportingRequest(facility.id, choices) : null;
  const query = useReport(choices.kind, request);
  // FacilityAssistant and above save the review of a staff member's day.
  const canReview = hasRole(account, 'FacilityAssistant');

  return (
    <Stack gap="md">
      <PageHeader title={title} />
      {!facility ? (
        <EmptyState title={t('noSite')} />
      ) : (
        <>
          <ReportForm
            key={params.toString()}
            facilityId={facility.id}
            today={today}
            initial={choices}
            fixedKind={fixedKind}
            running={query.isFetching}
            onRun={(next) => {
              const q = choicesToQuery(next, fixedKind);
              // The same choices again: read the report again (it may have changed since).
              if (q.toString() === params.toString()) void query.refetch();
              else setParams(q);
            }}
          />
          {request ? (
            <ReportResult kind={choices.kind} request={request} query={query} canReview={canReview} />
          ) : (
            <EmptyState title={t('notRun')} description={t(fixedKind ? 'notRunFixed' : 'notRunHelp')} />
          )}
        </>
      )}
    </Stack>
  );
}

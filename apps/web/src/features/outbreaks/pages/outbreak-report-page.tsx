import { Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PrintButton } from '../../../components/print-button.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useConfigText } from '../../../lib/content-language.ts';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { useAccount } from '../../../lib/session.ts';
import { useOutbreakReport } from '../api/outbreaks.ts';
import { OutbreakReportView } from '../components/outbreak-report-view.tsx';

/** Print rules: only the report is printed (no header, menu, buttons or toasts). */
const PRINT_CSS = `
@media print {
  @page { margin: 14mm; }
  header, nav, .hk-no-print, .mantine-Notifications-root { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; margin: 0 !important; min-height: 0 !important; }
  body, .mantine-AppShell-main { background: #fff !important; }
  .hk-book { max-width: none !important; border: none !important; padding: 0 !important; }
  .hk-avoid-break { break-inside: avoid; }
}
`;

/** Back to the outbreaks, and print (or save as PDF) once the report is there. */
function ReportActions({ printable }: { printable: boolean }) {
  const { t } = useTranslation('outbreaks');
  return (
    <>
      <LinkButton to="/outbreaks" icon={IconArrowLeft}>
        {t('back')}
      </LinkButton>
      <PrintButton label={t('print')} disabled={!printable} />
    </>
  );
}

/**
 * /outbreaks/:id (Supervisor and above): one outbreak's report, live while it runs; printed or saved as a
 * PDF by the browser (no server PDF: the reporting module exports no PDF writer).
 */
export default function OutbreakReportPage() {
  const { t } = useTranslation(['outbreaks', 'pages']);
  const { id } = useParams();
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const report = useOutbreakReport(facilityId, id);
  const cleanTypeName = useConfigText(useHousekeepingConfig(facilityId).data);
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="hk-no-print">
        <PageHeader title={t('pages:titles.outbreakReport')} actions={<ReportActions printable={Boolean(report.data)} />} />
        <Text c="dimmed" mb="lg" maw={820}>
          {t('reportHelp')}
        </Text>
      </div>
      {report.data ? (
        <OutbreakReportView report={report.data} timeZone={account?.facility?.timeZone ?? 'UTC'} cleanTypeName={cleanTypeName} />
      ) : (
        <QueryState query={report} />
      )}
    </>
  );
}

import { Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DownloadButton } from '../../../components/download-button.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PrintButton } from '../../../components/print-button.tsx';
import { printPageCss } from '../../../components/print-css.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useConfigText } from '../../../lib/content-language.ts';
import { formatDataDate } from '../../../lib/dates.ts';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { useAccount } from '../../../lib/session.ts';
import { outbreakReportPdf, useOutbreakReport } from '../api/outbreaks.ts';
import { OutbreakReportView } from '../components/outbreak-report-view.tsx';

/** Print rules: only the report is printed (no header, menu, buttons or toasts). */
const PRINT_CSS = printPageCss();

/** Back to the outbreaks, the PDF an inspector takes away, and print, once the report is there. */
function ReportActions({ facilityId, id, fileDay }: { facilityId?: string; id?: string; fileDay?: string }) {
  const { t } = useTranslation('outbreaks');
  const ready = Boolean(facilityId && id && fileDay);
  return (
    <>
      <LinkButton to="/outbreaks" icon={IconArrowLeft}>
        {t('back')}
      </LinkButton>
      <DownloadButton
        label={t('downloadPdf')}
        failed={t('pdfFailed')}
        fileName={`outbreak-report-${fileDay}.pdf`}
        fetchFile={() => outbreakReportPdf(facilityId as string, id as string)}
        disabled={!ready}
        testId="outbreak-pdf"
      />
      <PrintButton label={t('print')} disabled={!ready} />
    </>
  );
}

/**
 * /outbreaks/:id (Supervisor and above): one outbreak's report, live while it runs; downloaded as the
 * server's PDF (the organization's look, the reader's language) or printed.
 */
export default function OutbreakReportPage() {
  const { t } = useTranslation(['outbreaks', 'pages']);
  const { id } = useParams();
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const report = useOutbreakReport(facilityId, id);
  const cleanTypeName = useConfigText(useHousekeepingConfig(facilityId).data);
  const timeZone = account?.facility?.timeZone ?? 'UTC';
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="hk-no-print">
        <PageHeader
          title={t('pages:titles.outbreakReport')}
          actions={
            <ReportActions facilityId={facilityId} id={id} fileDay={report.data ? formatDataDate(report.data.from, timeZone) : undefined} />
          }
        />
        <Text c="dimmed" mb="lg" maw={820}>
          {t('reportHelp')}
        </Text>
      </div>
      {report.data ? (
        <OutbreakReportView report={report.data} timeZone={timeZone} cleanTypeName={cleanTypeName} />
      ) : (
        <QueryState query={report} />
      )}
    </>
  );
}

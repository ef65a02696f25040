import type { TCleanRecordRequest } from '@carehome/contracts';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useConfigText } from '../../../lib/content-language.ts';
import { formatDataDate } from '../../../lib/dates.ts';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { useAccount } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { cleanRecordPdf, useCleanRecord, useRecordChoices } from '../api/clean-record.ts';
import { RecordForm } from '../components/record-form.tsx';
import { RecordSummary } from '../components/record-summary.tsx';
import { RecordTimeline } from '../components/record-timeline.tsx';
import { formFromParams, paramsOf, requestOf } from '../model/request.ts';

/** Saves the PDF the server made under its name. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * /clean-record (Nursing and above): a room's or an area's clean record over a period, its summary and
 * timeline, and the PDF an inspector takes away. The room dashboard's history popup opens it on a room.
 */
export default function CleanRecordPage() {
  const { t } = useTranslation(['clean-record', 'pages']);
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const timeZone = account?.facility?.timeZone ?? 'UTC';
  const today = formatDataDate(new Date(), timeZone);
  const [params, setParams] = useSearchParams();
  const form = formFromParams(params, today);
  const request = requestOf(facilityId, form);
  const record = useCleanRecord(request);
  const choices = useRecordChoices(facilityId, today);
  const name = useConfigText(useHousekeepingConfig(facilityId).data);
  const [exporting, setExporting] = useState(false);

  const download = async (body: TCleanRecordRequest) => {
    setExporting(true);
    try {
      save(await cleanRecordPdf(body), `clean-record-${body.from}-${body.to}.pdf`);
    } catch (err) {
      toast(`${t('pdfFailed')} ${errorText(t, err)}`, 'red');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('pages:titles.cleanRecord')}
        actions={
          <Button
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            disabled={!request || !record.data}
            loading={exporting}
            onClick={() => request && void download(request)}
            data-testid="record-pdf"
          >
            {t('pdf')}
          </Button>
        }
      />
      <Text c="dimmed" mb="md" maw={820}>
        {t('help')}
      </Text>
      <RecordForm
        key={params.toString()}
        initial={form}
        choices={choices.data}
        loading={record.isFetching}
        onShow={(next) => setParams(paramsOf(next))}
      />
      {!request ? (
        <EmptyState icon={<IconHistory size={34} />} title={t('pick.title')} description={t('pick.description')} />
      ) : !record.data ? (
        <QueryState query={record} />
      ) : (
        <Stack gap={0}>
          <Title order={2} size="h3" mb="sm">
            {record.data.subject.kind === 'room'
              ? t('subject.room', { room: record.data.subject.label })
              : t('subject.area', { area: record.data.subject.label })}
          </Title>
          <RecordSummary record={record.data} name={name} />
          <Title order={2} size="h3" mb="sm">
            {t('timeline.title')}
          </Title>
          {record.data.truncated ? (
            <Alert color="yellow" mb="sm">
              {t('timeline.truncated')}
            </Alert>
          ) : null}
          {record.data.entries.length ? (
            <RecordTimeline record={record.data} name={name} />
          ) : (
            <EmptyState title={t('timeline.empty')} description={t('timeline.emptyHelp')} />
          )}
        </Stack>
      )}
    </>
  );
}

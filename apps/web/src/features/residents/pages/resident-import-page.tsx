import type { TImportTable, TResidentImportPreview, TRiskFlag } from '@carehome/contracts';
import { Alert, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { ImportCounts } from '../../../components/import-review.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAccount } from '../../../lib/session.ts';
import { useApplyResidentImport, usePreviewResidentImport } from '../api/import-residents.ts';
import { ImportFileCard } from '../import/import-file-card.tsx';
import { ImportMappingCard } from '../import/import-mapping-card.tsx';
import { ImportReviewCard } from '../import/import-review-card.tsx';
import { ImportRowsTable } from '../import/import-rows-table.tsx';
import { type ColumnMapping, readResidentFile } from '../model/import-mapping.ts';
import { csvText, importableCount } from '../model/import-template.ts';

/**
 * /admin/resident/import: residents from a spreadsheet in four steps. The browser reads the file; the
 * columns step shows every column with the field it fills or 'Not used' (suggested from its header, each
 * one changeable); the rows are then checked with that mapping (nothing written) and the review shows
 * what each row would do and why a row waits for a fix; only then 'Import N residents' writes the valid
 * rows. Safety data is never dropped without a word: a flag value that is not a clear yes or no holds its
 * row back, named on the row.
 */
export default function ResidentImportPage() {
  const { t } = useTranslation(['resident-import', 'pages', 'errors']);
  const facilityId = useAccount()?.facility?.id;
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [table, setTable] = useState<TImportTable | null>(null);
  const [columns, setColumns] = useState<ColumnMapping>([]);
  const [readError, setReadError] = useState<{ code: string; params: Record<string, number> } | null>(null);
  const check = usePreviewResidentImport();
  const apply = useApplyResidentImport();
  // While a row the nurse settled is checked again, the review keeps showing the last answer.
  const shown = useRef<TResidentImportPreview | undefined>(undefined);
  if (check.data) shown.current = check.data;
  const preview = check.data ?? (check.isPending ? shown.current : undefined);
  const result = apply.data;
  const resetCheck = () => {
    shown.current = undefined;
    check.reset();
  };

  const startOver = () => {
    setCsv('');
    setFileName(null);
    setTable(null);
    resetCheck();
    apply.reset();
  };
  const changed = (text: string) => {
    setCsv(text);
    setTable(null);
    setReadError(null);
    resetCheck();
    apply.reset();
  };
  const readColumns = () => {
    const read = readResidentFile(csv);
    if (!read.ok) return setReadError({ code: read.code, params: read.params });
    setTable(read.table);
    setColumns(read.columns);
  };
  const remap = (next: ColumnMapping) => {
    setColumns(next);
    resetCheck();
  };
  /** The nurse's yes or no for a flag the file left unclear: written into the row, which is checked again. */
  const answer = (line: number, flag: TRiskFlag, yes: boolean) => {
    const col = columns.indexOf(flag);
    if (!table || !facilityId || col < 0) return;
    const rows = table.rows.map((r, i) => (i === line - 2 ? r.map((c, j) => (j === col ? (yes ? 'yes' : 'no') : c)) : r));
    const next = { ...table, rows };
    setTable(next);
    check.mutate({ facilityId, table: next, columns });
  };
  const readFile = async (file: File) => {
    setFileName(file.name);
    changed(csvText(await file.text()));
  };

  const back = (
    <Button variant="subtle" component={Link} to="/admin/resident" leftSection={<IconArrowLeft size={18} aria-hidden />}>
      {t('backToList')}
    </Button>
  );
  if (!facilityId) {
    return (
      <>
        <PageHeader title={t('pages:titles.residentImport')} actions={back} />
        <EmptyState title={t('noSite')} />
      </>
    );
  }

  // Past the last step once imported: every step shows as done.
  const step = result ? 4 : preview ? 2 : table ? 1 : 0;
  const counts = (c: { new: number; update: number; error: number }, done: boolean) => [
    { label: t(done ? 'counts.added' : 'counts.new', { count: c.new }), color: 'teal', testId: 'import-count-new' },
    { label: t(done ? 'counts.updated' : 'counts.update', { count: c.update }), color: 'blue', testId: 'import-count-update' },
    { label: t(done ? 'counts.skipped' : 'counts.error', { count: c.error }), color: 'red', testId: 'import-count-error' },
  ];
  const request = table ? { facilityId, table, columns } : null;

  return (
    <>
      <PageHeader title={t('pages:titles.residentImport')} actions={back} />
      <Stack gap="lg" maw={1100}>
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('steps.file')} />
          <Stepper.Step label={t('steps.columns')} />
          <Stepper.Step label={t('steps.review')} />
          <Stepper.Step label={t('steps.done')} />
        </Stepper>

        {step === 0 ? (
          <ImportFileCard
            csv={csv}
            fileName={fileName}
            checking={false}
            onFile={(f) => void readFile(f)}
            onText={changed}
            onCheck={readColumns}
          />
        ) : null}
        {step === 0 && readError ? (
          <Alert color="red" role="alert" data-testid="import-read-error">
            {t(`errors:${readError.code}`, readError.params)}
          </Alert>
        ) : null}

        {step === 1 && table && request ? (
          <ImportMappingCard
            table={table}
            columns={columns}
            checking={check.isPending}
            onChange={remap}
            onBack={() => setTable(null)}
            onCheck={() => check.mutate(request)}
          />
        ) : null}
        {check.error ? <ErrorAlert error={check.error} testId="import-check-error" /> : null}

        {preview && !result && request ? (
          <ImportReviewCard
            preview={preview}
            fileName={fileName}
            importing={apply.isPending}
            error={apply.error ? <ErrorAlert error={apply.error} testId="import-apply-error" /> : null}
            counts={counts(preview.counts, false)}
            onBack={() => {
              resetCheck();
              apply.reset();
            }}
            onAnswer={answer}
            onImport={() => apply.mutate({ ...request, ...(fileName ? { fileName } : {}) })}
          />
        ) : null}

        {result ? (
          <Card withBorder padding="lg" component="section" aria-labelledby="import-result-title" data-testid="import-result">
            <Stack gap="md">
              <Title order={2} fz="h4" id="import-result-title">
                {t('result.title')}
              </Title>
              <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
                {t('result.summary', { count: importableCount(result) })}
              </Alert>
              <ImportCounts counts={counts(result.counts, true)} />
              {result.counts.error ? (
                <>
                  <Text size="sm">{t('result.skippedHelp', { count: result.counts.error })}</Text>
                  <ImportRowsTable rows={result.rows.filter((r) => r.action === 'error')} testId="import-skipped-table" />
                </>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" size="md" onClick={startOver} leftSection={<IconRefresh size={18} aria-hidden />}>
                  {t('result.another')}
                </Button>
                <Button size="md" component={Link} to="/admin/resident" data-testid="import-to-list">
                  {t('result.toList')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ) : null}
      </Stack>
    </>
  );
}

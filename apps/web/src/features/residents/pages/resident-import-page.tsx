import { Alert, Button, Card, Group, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconFileImport, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { ImportCounts } from '../../../components/import-review.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAccount } from '../../../lib/session.ts';
import { useApplyResidentImport, usePreviewResidentImport } from '../api/import-residents.ts';
import { ImportFileCard } from '../import/import-file-card.tsx';
import { ImportRowsTable } from '../import/import-rows-table.tsx';
import { csvText, importableCount } from '../model/import-template.ts';

/**
 * /admin/resident/import: residents from a CSV file in three steps, as the room import: the file is
 * checked row by row (nothing written), the review shows what each row would do and why a row cannot
 * be imported, and only then 'Import N residents' writes the valid rows; rows with errors are skipped.
 */
export default function ResidentImportPage() {
  const { t } = useTranslation(['resident-import', 'pages']);
  const facilityId = useAccount()?.facility?.id;
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const check = usePreviewResidentImport();
  const apply = useApplyResidentImport();
  const preview = check.data;
  const result = apply.data;

  const startOver = () => {
    setCsv('');
    setFileName(null);
    check.reset();
    apply.reset();
  };
  const changed = (text: string) => {
    setCsv(text);
    check.reset();
    apply.reset();
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
  const step = result ? 3 : preview ? 1 : 0;
  const count = preview ? importableCount(preview) : 0;
  const counts = (c: { new: number; update: number; error: number }, done: boolean) => [
    { label: t(done ? 'counts.added' : 'counts.new', { count: c.new }), color: 'teal', testId: 'import-count-new' },
    { label: t(done ? 'counts.updated' : 'counts.update', { count: c.update }), color: 'blue', testId: 'import-count-update' },
    { label: t(done ? 'counts.skipped' : 'counts.error', { count: c.error }), color: 'red', testId: 'import-count-error' },
  ];

  return (
    <>
      <PageHeader title={t('pages:titles.residentImport')} actions={back} />
      <Stack gap="lg" maw={1100}>
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('steps.file')} />
          <Stepper.Step label={t('steps.review')} />
          <Stepper.Step label={t('steps.done')} />
        </Stepper>

        {step === 0 ? (
          <ImportFileCard
            csv={csv}
            fileName={fileName}
            checking={check.isPending}
            onFile={(f) => void readFile(f)}
            onText={changed}
            onCheck={() => check.mutate({ facilityId, csv })}
          />
        ) : null}
        {check.error ? <ErrorAlert error={check.error} testId="import-check-error" /> : null}

        {preview && !result ? (
          <Card withBorder padding="lg" component="section" aria-labelledby="import-review-title" data-testid="import-review">
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap">
                <Title order={2} fz="h4" id="import-review-title">
                  {t('review.title')}
                </Title>
                {fileName ? (
                  <Text size="sm" c="dimmed">
                    {fileName}
                  </Text>
                ) : null}
              </Group>
              {preview.rows.length === 0 ? (
                <EmptyState title={t('review.emptyTitle')} description={t('review.emptyBody')} />
              ) : (
                <>
                  <ImportCounts counts={counts(preview.counts, false)} />
                  {preview.counts.error ? (
                    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="status" data-testid="import-skipped-note">
                      {t('review.errorsSkipped', { count: preview.counts.error })}
                    </Alert>
                  ) : null}
                  <ImportRowsTable rows={preview.rows} />
                </>
              )}
              {apply.isPending ? (
                <Stack gap={4} role="status" aria-live="polite" data-testid="import-progress">
                  <Text size="sm">{t('review.importing', { count })}</Text>
                  <Progress value={100} animated striped aria-label={t('review.importing', { count })} />
                </Stack>
              ) : null}
              {apply.error ? <ErrorAlert error={apply.error} testId="import-apply-error" /> : null}
              <Group justify="flex-end">
                <Button
                  variant="default"
                  size="md"
                  onClick={startOver}
                  disabled={apply.isPending}
                  leftSection={<IconRefresh size={18} aria-hidden />}
                >
                  {t('review.startOver')}
                </Button>
                <Button
                  size="md"
                  onClick={() => apply.mutate({ facilityId, csv, ...(fileName ? { fileName } : {}) })}
                  disabled={count === 0}
                  loading={apply.isPending}
                  leftSection={<IconFileImport size={18} aria-hidden />}
                  data-testid="import-apply"
                >
                  {t('review.import', { count })}
                </Button>
              </Group>
            </Stack>
          </Card>
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

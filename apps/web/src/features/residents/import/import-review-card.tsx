import type { TResidentImportPreview, TRiskFlag } from '@carehome/contracts';
import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconFileImport } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ImportCounts } from '../../../components/import-review.tsx';
import { importableCount } from '../model/import-template.ts';
import { ImportRowsTable } from './import-rows-table.tsx';

/** Step 3 of the residents import: what each row would do and why a row waits for a fix; then Import. */
export function ImportReviewCard({
  preview,
  fileName,
  importing,
  error,
  counts,
  onBack,
  onImport,
  onAnswer,
}: {
  preview: TResidentImportPreview;
  fileName: string | null;
  importing: boolean;
  error: ReactNode;
  counts: { label: string; color: string; testId?: string }[];
  onBack: () => void;
  onImport: () => void;
  onAnswer: (line: number, flag: TRiskFlag, yes: boolean) => void;
}) {
  const { t } = useTranslation('resident-import');
  const count = importableCount(preview);
  return (
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
            <ImportCounts counts={counts} />
            {preview.counts.error ? (
              <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="status" data-testid="import-skipped-note">
                {t('review.errorsSkipped', { count: preview.counts.error })}
                {preview.rows.some((r) => r.errors.some((e) => e.code === 'import.unclear_yes_no')) ? (
                  <Text size="sm" mt={4} data-testid="import-answer-hint">
                    {t('review.answerHint')}
                  </Text>
                ) : null}
              </Alert>
            ) : null}
            <ImportRowsTable rows={preview.rows} onAnswer={onAnswer} />
          </>
        )}
        {importing ? (
          <Stack gap={4} role="status" aria-live="polite" data-testid="import-progress">
            <Text size="sm">{t('review.importing', { count })}</Text>
            <Progress value={100} animated striped aria-label={t('review.importing', { count })} />
          </Stack>
        ) : null}
        {error}
        <Group justify="space-between">
          <Button variant="default" size="md" onClick={onBack} disabled={importing} leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('review.backToColumns')}
          </Button>
          <Button
            size="md"
            onClick={onImport}
            disabled={count === 0}
            loading={importing}
            leftSection={<IconFileImport size={18} aria-hidden />}
            data-testid="import-apply"
          >
            {t('review.import', { count })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

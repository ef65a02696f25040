import type { TResidentImportPreview, TRiskFlag } from '@carehome/contracts';
import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconFileImport } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/action-button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ImportCounts } from '../../../components/import-review.tsx';
import { importableCount } from '../model/import-template.ts';
import { ImportRowsTable } from './import-rows-table.tsx';
import { ImportStepCard } from './import-step-card.tsx';

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
    <ImportStepCard
      step="review"
      title={t('review.title')}
      aside={
        fileName ? (
          <Text size="sm" c="dimmed">
            {fileName}
          </Text>
        ) : null
      }
    >
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
        <ActionButton variant="default" size="md" onClick={onBack} disabled={importing} icon={IconArrowLeft}>
          {t('review.backToColumns')}
        </ActionButton>
        <ActionButton
          size="md"
          onClick={onImport}
          disabled={count === 0}
          loading={importing}
          icon={IconFileImport}
          data-testid="import-apply"
        >
          {t('review.import', { count })}
        </ActionButton>
      </Group>
    </ImportStepCard>
  );
}

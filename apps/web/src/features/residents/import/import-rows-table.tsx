import { RISK_FLAG_LETTERS, type TResidentImportRow, type TRiskFlag } from '@carehome/contracts';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImportReviewTable } from '../../../components/import-review.tsx';
import { importRowName } from '../model/import-template.ts';

/** The rows of a checked residents file, in the review table the room import uses too. */
export function ImportRowsTable({
  rows,
  testId,
  onAnswer,
}: {
  rows: readonly TResidentImportRow[];
  testId?: string;
  /** Settles a flag the file left unclear: the row is checked again with the nurse's yes or no. */
  onAnswer?: (line: number, flag: TRiskFlag, yes: boolean) => void;
}) {
  const { t } = useTranslation(['resident-import', 'errors']);
  return (
    <ImportReviewTable
      rows={rows}
      testId={testId}
      lineHeader={t('table.line')}
      resultHeader={t('table.result')}
      columns={[
        { header: t('column.residentId'), cell: (r) => r.residentId },
        { header: t('table.name'), cell: (r) => importRowName(r) },
        { header: t('column.room'), cell: (r) => r.room ?? '' },
        { header: t('column.arrivalDate'), cell: (r) => r.arrivalDate ?? '' },
        { header: t('column.flags'), cell: (r) => r.flags.map((f) => RISK_FLAG_LETTERS[f]).join(' ') },
      ]}
      actionLabel={(a) => t(`action.${a}`)}
      errorAction={(r, e) => {
        if (!onAnswer || e.code !== 'import.unclear_yes_no') return null;
        const flag = e.column as TRiskFlag;
        const field = t(`column.${flag}`);
        return (
          <Group gap={6} mt={4} data-testid="import-answer">
            {([true, false] as const).map((yes) => (
              <Button
                key={String(yes)}
                size="compact-xs"
                variant="default"
                onClick={() => onAnswer(r.line, flag, yes)}
                aria-label={t(yes ? 'review.answerYes' : 'review.answerNo', { field, line: r.line })}
              >
                {t(yes ? 'review.yes' : 'review.no')}
              </Button>
            ))}
          </Group>
        );
      }}
      errorLabel={(e) => {
        // Older answers carry the server's English text with its values filled in and no params.
        const text = t(`errors:${e.code}`, { ...e.params, defaultValue: e.message });
        return `${t(`column.${e.column}`, { defaultValue: e.column })}: ${text.includes('{{') ? e.message : text}`;
      }}
    />
  );
}

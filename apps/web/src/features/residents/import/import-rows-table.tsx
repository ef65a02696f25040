import { RISK_FLAG_LETTERS, type TResidentImportRow } from '@carehome/contracts';
import { useTranslation } from 'react-i18next';
import { ImportReviewTable } from '../../../components/import-review.tsx';
import { importRowName } from '../model/import-template.ts';

/** The rows of a checked residents file, in the review table the room import uses too. */
export function ImportRowsTable({ rows, testId }: { rows: readonly TResidentImportRow[]; testId?: string }) {
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
      errorLabel={(e) => {
        // Older answers carry the server's English text with its values filled in and no params.
        const text = t(`errors:${e.code}`, { ...e.params, defaultValue: e.message });
        return `${t(`column.${e.column}`, { defaultValue: e.column })}: ${text.includes('{{') ? e.message : text}`;
      }}
    />
  );
}

import { FileButton, Group, List, Text } from '@mantine/core';
import { IconFileUpload, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/action-button.tsx';
import { CsvPasteField, CsvTemplateLink } from '../../../components/csv-file-input.tsx';
import { residentImportTemplate, TEMPLATE_FILE_NAME } from '../model/import-template.ts';
import { ImportStepCard } from './import-step-card.tsx';

/** Step 1 of the residents import: the CSV file (chosen, or pasted), the template, and Check the file. */
export function ImportFileCard({
  csv,
  fileName,
  checking,
  onFile,
  onText,
  onCheck,
}: {
  csv: string;
  fileName: string | null;
  checking: boolean;
  onFile: (file: File) => void;
  onText: (text: string) => void;
  onCheck: () => void;
}) {
  const { t } = useTranslation('resident-import');
  return (
    <ImportStepCard step="file" title={t('file.title')}>
      <Text size="sm">{t('file.help')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('file.columns')}</List.Item>
        <List.Item>{t('file.rooms')}</List.Item>
        <List.Item>{t('file.flags')}</List.Item>
        <List.Item>{t('file.update')}</List.Item>
      </List>
      <Group gap="md">
        <FileButton onChange={(f) => (f ? onFile(f) : undefined)} accept=".csv,text/csv,text/plain">
          {(props) => (
            <ActionButton {...props} size="md" variant="light" icon={IconFileUpload} iconSize={20} data-testid="import-choose">
              {t('file.choose')}
            </ActionButton>
          )}
        </FileButton>
        <CsvTemplateLink label={t('file.template')} csv={residentImportTemplate} fileName={TEMPLATE_FILE_NAME} testId="import-template" />
        {fileName ? (
          <Text size="sm" c="dimmed" data-testid="import-file-name">
            {fileName}
          </Text>
        ) : null}
      </Group>
      <CsvPasteField label={t('file.paste')} value={csv} onChange={onText} />
      <Group>
        <ActionButton
          size="md"
          onClick={onCheck}
          loading={checking}
          disabled={!csv.trim()}
          icon={IconListCheck}
          iconSize={20}
          data-testid="import-check"
        >
          {t('file.check')}
        </ActionButton>
      </Group>
    </ImportStepCard>
  );
}

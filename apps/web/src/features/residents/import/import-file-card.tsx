import { Anchor, Button, Card, FileButton, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDownload, IconFileUpload, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { residentImportTemplate, TEMPLATE_FILE_NAME } from '../model/import-template.ts';

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
  const downloadTemplate = () => {
    const url = URL.createObjectURL(new Blob([residentImportTemplate()], { type: 'text/csv' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: TEMPLATE_FILE_NAME });
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="import-file-title" data-testid="import-file">
      <Stack gap="md">
        <Title order={2} fz="h4" id="import-file-title">
          {t('file.title')}
        </Title>
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
              <Button
                {...props}
                size="md"
                variant="light"
                leftSection={<IconFileUpload size={20} aria-hidden />}
                data-testid="import-choose"
              >
                {t('file.choose')}
              </Button>
            )}
          </FileButton>
          <Anchor component="button" type="button" onClick={downloadTemplate} size="sm" data-testid="import-template">
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden />
              {t('file.template')}
            </Group>
          </Anchor>
          {fileName ? (
            <Text size="sm" c="dimmed" data-testid="import-file-name">
              {fileName}
            </Text>
          ) : null}
        </Group>
        <Textarea
          label={t('file.paste')}
          value={csv}
          onChange={(e) => onText(e.currentTarget.value)}
          minRows={4}
          maxRows={10}
          autosize
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
          data-testid="import-csv"
        />
        <Group>
          <Button
            size="md"
            onClick={onCheck}
            loading={checking}
            disabled={!csv.trim()}
            leftSection={<IconListCheck size={20} aria-hidden />}
            data-testid="import-check"
          >
            {t('file.check')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

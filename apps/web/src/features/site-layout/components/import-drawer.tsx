import type { TRoomImportField, TRoomImportPreview } from '@carehome/contracts';
import { Alert, Anchor, Button, Drawer, FileButton, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportCounts, ImportReviewTable } from '../../../components/import-review.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useApplyImport, usePreviewImport } from '../api/room-import.ts';
import { csvTemplate } from '../model/tree.ts';
import { ImportColumns } from './import-columns.tsx';

/**
 * Room import from CSV in two steps: the server checks every row and shows what would change
 * (nothing is written), then the file is applied in one transaction if it has no errors.
 */
export function ImportDrawer({
  opened,
  facilityId,
  roomTypes,
  sampleArea,
  onClose,
}: {
  opened: boolean;
  facilityId: string;
  roomTypes: string[];
  sampleArea: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<TRoomImportPreview | null>(null);
  // null: the header names decide; set once the user changes a column's field.
  const [columns, setColumns] = useState<(TRoomImportField | null)[] | null>(null);
  const check = usePreviewImport();
  const apply = useApplyImport();

  const reset = () => {
    setCsv('');
    setFileName(null);
    setPreview(null);
    setColumns(null);
    check.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const readFile = async (file: File | null) => {
    if (!file) return;
    setFileName(file.name);
    setCsv(await file.text());
    setPreview(null);
    setColumns(null);
  };
  const downloadTemplate = () => {
    const url = URL.createObjectURL(new Blob([`\uFEFF${csvTemplate(roomTypes, sampleArea)}`], { type: 'text/csv' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'rooms-template.csv' });
    a.click();
    URL.revokeObjectURL(url);
  };
  const input = () => ({ facilityId, csv, ...(columns ? { columns } : {}) });
  const runCheck = () => check.mutate(input(), { onSuccess: setPreview });
  const remap = (next: (TRoomImportField | null)[]) => {
    setColumns(next);
    check.mutate({ facilityId, csv, columns: next }, { onSuccess: setPreview });
  };
  const runImport = async () => {
    const count = (preview?.counts.new ?? 0) + (preview?.counts.update ?? 0);
    try {
      await withSaveFeedback(() => apply.mutateAsync(input()), { saved: t('importDone', { count }) });
      close();
    } catch {
      // the error toast is shown; the drawer stays open with the file
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={close}
      title={t('importTitle')}
      position="right"
      size="xl"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack>
        <Text size="sm">{t('importHelp')}</Text>
        <List size="sm" spacing={2}>
          <List.Item>{t('importColumns')}</List.Item>
          <List.Item>{t('importAreas')}</List.Item>
          <List.Item>{t('importTypes', { types: roomTypes.join(', ') })}</List.Item>
        </List>
        <Group>
          <FileButton onChange={(f) => void readFile(f)} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button {...props} leftSection={<IconFileUpload size={18} aria-hidden />} variant="light">
                {t('chooseFile')}
              </Button>
            )}
          </FileButton>
          <Anchor component="button" type="button" onClick={downloadTemplate} size="sm">
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden />
              {t('downloadTemplate')}
            </Group>
          </Anchor>
          {fileName ? (
            <Text size="sm" c="dimmed">
              {fileName}
            </Text>
          ) : null}
        </Group>
        <Textarea
          label={t('orPaste')}
          value={csv}
          onChange={(e) => {
            setCsv(e.currentTarget.value);
            setPreview(null);
            setColumns(null);
          }}
          minRows={4}
          maxRows={10}
          autosize
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
          data-testid="import-csv"
        />
        <Group>
          <Button onClick={runCheck} loading={check.isPending} disabled={!csv.trim()}>
            {t('checkFile')}
          </Button>
        </Group>
        {check.error ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(t, check.error)}
          </Alert>
        ) : null}
        {preview ? (
          <Stack gap="xs" data-testid="import-review">
            <ImportColumns
              columns={preview.columns.map((c, i) => ({ header: c.header, field: columns ? (columns[i] ?? null) : c.field }))}
              onChange={remap}
            />
            <ImportCounts
              counts={[
                { label: t('countNew', { count: preview.counts.new }), color: 'teal' },
                { label: t('countUpdate', { count: preview.counts.update }), color: 'blue' },
                { label: t('countError', { count: preview.counts.error }), color: 'red' },
                ...(preview.newAreas.length ? [{ label: t('countAreas', { count: preview.newAreas.length }), color: 'gray' }] : []),
              ]}
            />
            {preview.counts.error ? (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {t('fixErrors')}
              </Alert>
            ) : null}
            <ImportReviewTable
              rows={preview.rows}
              lineHeader={t('line')}
              resultHeader={t('result')}
              columns={[
                { header: t('area'), cell: (r) => r.area.join(' › ') },
                { header: t('roomNumber'), cell: (r) => r.roomNumber },
                { header: t('roomType'), cell: (r) => r.roomType },
              ]}
              actionLabel={(a) => t(`action.${a}`)}
              errorLabel={(e) => `${t(`column.${e.column}`)}: ${t(`errors:${e.code}`, { ...(e.params ?? {}), defaultValue: e.message })}`}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={reset}>
                {t('startOver')}
              </Button>
              <Button
                onClick={() => void runImport()}
                disabled={preview.counts.error > 0 || preview.counts.new + preview.counts.update === 0}
                loading={apply.isPending}
              >
                {t('importRooms', { count: preview.counts.new + preview.counts.update })}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Drawer>
  );
}

import type { TReportingRequest, TReportKind } from '@carehome/contracts';
import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { exportReport } from '../api/reporting.ts';
import { exportFileName } from '../model/export.ts';
import { EmailDialog } from './email-dialog.tsx';

/** Saves a file the browser holds under a name (an object URL clicked as a download link). */
function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started reading the URL; give it a moment before letting go of the bytes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Export CSV, Export PDF (the file the server makes, in the organization's colours) and Send by email. */
export function ExportActions({ kind, request, siteName }: { kind: TReportKind; request: TReportingRequest; siteName: string }) {
  const { t } = useTranslation('reporting');
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [mailing, setMailing] = useState(false);
  const run = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    try {
      const blob = await exportReport({ report: kind, request, format });
      download(blob, exportFileName(kind, request, format, siteName));
    } catch (err) {
      toast(`${t('export.failed')} ${errorText(t, err)}`, 'red');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        loading={busy === 'csv'}
        disabled={busy !== null && busy !== 'csv'}
        onClick={() => void run('csv')}
        data-testid="export-csv"
      >
        {t('export.csv')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        loading={busy === 'pdf'}
        disabled={busy !== null && busy !== 'pdf'}
        onClick={() => void run('pdf')}
        data-testid="export-pdf"
      >
        {t('export.pdf')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconMail size={18} aria-hidden />}
        onClick={() => setMailing(true)}
        data-testid="export-email"
      >
        {t('export.email')}
      </Button>
      <EmailDialog opened={mailing} onClose={() => setMailing(false)} kind={kind} request={request} />
    </Group>
  );
}

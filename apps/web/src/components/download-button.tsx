import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error.ts';
import { toast } from '../lib/toast.ts';

/**
 * Fetches a file the server makes (through the app's api client, so the reader's language goes with it)
 * and saves it under `fileName`; busy while it is made, and a red toast saying why when it cannot be.
 */
export function DownloadButton({
  label,
  failed,
  fileName,
  fetchFile,
  disabled,
  testId,
}: {
  label: string;
  /** What the toast says before the reason when the file cannot be made. */
  failed: string;
  fileName: string;
  fetchFile: () => Promise<Blob>;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    setBusy(true);
    fetchFile()
      .then((blob) => {
        const url = URL.createObjectURL(blob);
        Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
        // The download has started reading the URL; give it a moment before letting go of the bytes.
        setTimeout(() => URL.revokeObjectURL(url), 30_000);
      })
      .catch((err: unknown) => toast(`${failed} ${errorText(t, err)}`, 'red'))
      .finally(() => setBusy(false));
  };
  return (
    <Button
      leftSection={<IconFileTypePdf size={18} aria-hidden />}
      loading={busy}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

import { Anchor, Group, Textarea } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** Saves a CSV text as a file through the browser's download. */
function download(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  a.click();
  URL.revokeObjectURL(url);
}

/** A link-styled button that downloads an import's template (`csv` makes its text when asked). */
export function CsvTemplateLink({ label, csv, fileName, testId }: { label: string; csv: () => string; fileName: string; testId?: string }) {
  return (
    <Anchor component="button" type="button" onClick={() => download(csv(), fileName)} size="sm" data-testid={testId}>
      <Group gap={4} component="span">
        <IconDownload size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

/** Where an import's CSV text may be pasted instead of choosing its file: monospace, growing from 4 to 10 rows. */
export function CsvPasteField({ label, value, onChange }: { label: string; value: string; onChange: (csv: string) => void }) {
  return (
    <Textarea
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      minRows={4}
      maxRows={10}
      autosize
      styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
      data-testid="import-csv"
    />
  );
}

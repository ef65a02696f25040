import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';

/** Prints the page (the browser also saves it as a PDF); off until there is something to print. */
export function PrintButton({ label, disabled }: { label: string; disabled?: boolean }) {
  return (
    <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()} disabled={disabled}>
      {label}
    </Button>
  );
}

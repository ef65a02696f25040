import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../../components/link-button.tsx';

/*
 * The print rules, in the page (not a global stylesheet) so they apply only while a print view is open.
 * Portrait A4 or Letter, whichever the printer has; nothing of the app around the sheets; each person on
 * their own page; black on white, table lines that survive a monochrome printer.
 */
const PRINT_CSS = `
.print-sheet { max-width: 200mm; margin: 0 auto 24px; padding: 12mm; background: #fff; color: #000; border: 1px solid #ced4da; }
.print-sheet h1 { font-size: 18pt; margin: 0; }
.print-sheet .print-meta { font-size: 11pt; margin: 2px 0 8px; }
.print-sheet .print-absent { display: inline-block; border: 2px solid #000; padding: 0 6px; font-weight: 700; }
.print-sheet dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 6px 0 10px; font-size: 10pt; }
.print-sheet dt { font-weight: 700; }
.print-sheet dd { margin: 0; }
.print-table { width: 100%; border-collapse: collapse; font-size: 10pt; }
.print-table th, .print-table td { border: 1px solid #000; padding: 4px 5px; text-align: start; vertical-align: top; }
.print-table th { font-weight: 700; background: #f1f3f5; }
.print-table tr { break-inside: avoid; }
.print-table .print-room { font-weight: 700; font-size: 12pt; white-space: nowrap; }
.print-table .print-box { display: inline-block; width: 5mm; height: 5mm; border: 1.5px solid #000; }
.print-table .print-line { width: 20mm; }
.print-table .print-area { width: 19%; }
.print-table .print-residents { width: 24%; }
.print-table .print-done { width: 1%; }
.print-signature { margin-top: 10mm; font-size: 10pt; }
.print-sign-line { display: inline-block; width: 70mm; border-bottom: 1px solid #000; }
@media print {
  @page { size: portrait; margin: 12mm 10mm; }
  html, body, .mantine-AppShell-root { background: #fff !important; }
  .mantine-AppShell-header, .mantine-AppShell-navbar, .mantine-Notifications-root, .print-toolbar { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; margin: 0 !important; min-height: 0 !important; }
  .print-view * { color: #000 !important; box-shadow: none !important; }
  .print-sheet { max-width: none; margin: 0; padding: 0; border: none; break-after: page; }
  .print-sheet:last-child { break-after: auto; }
  .print-table th { background: #fff !important; }
  .print-table thead { display: table-header-group; }
}
`;

/**
 * A print view: a bar with the way back and the Print button (not printed), then the sheets. The
 * document's title names what is printed (browsers suggest it as the PDF's file name).
 */
export function PrintView({ title, back, ready, children }: { title: string; back: string; ready: boolean; children: ReactNode }) {
  const { t } = useTranslation('print');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="print-view" data-testid="print-view">
      <style>{PRINT_CSS}</style>
      <Group className="print-toolbar" justify="space-between" mb="md">
        <LinkButton to={back} icon={IconArrowLeft}>
          {t('back')}
        </LinkButton>
        <Button
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
          disabled={!ready}
          data-testid="print-now"
        >
          {t('printNow')}
        </Button>
      </Group>
      {children}
    </div>
  );
}

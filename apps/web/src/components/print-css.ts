/**
 * The print rules of a printable page: only the document is printed (no header, menu, buttons or toasts), on
 * white, full width. `extra` adds the page's own rules (page breaks, a cover) inside the same print block.
 */
export function printPageCss(extra = ''): string {
  return `
@media print {
  @page { margin: 14mm; }
  header, nav, .hk-no-print, .mantine-Notifications-root { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; margin: 0 !important; min-height: 0 !important; }
  body, .mantine-AppShell-main { background: #fff !important; }
  .hk-book { max-width: none !important; border: none !important; padding: 0 !important; }
  .hk-avoid-break { break-inside: avoid; }
${extra}}
`;
}

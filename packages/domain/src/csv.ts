/**
 * Parses CSV text (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes, CRLF or LF, a
 * leading byte-order mark). The delimiter is taken from the first line: comma, semicolon (what
 * spreadsheets write in French and Spanish locales) or tab. Blank lines are skipped.
 */
export function parseCsv(text: string): { rows: string[][]; delimiter: string } {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, d) => (count(firstLine, d) > count(firstLine, best) ? d : best), ',');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.some((f) => f.trim() !== '')) rows.push(row);
      row = [];
    } else field += ch;
  }
  row.push(field);
  if (row.some((f) => f.trim() !== '')) rows.push(row);
  return { rows, delimiter };
}

function count(s: string, ch: string): number {
  return s.split(ch).length - 1;
}

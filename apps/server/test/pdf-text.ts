import zlib from 'node:zlib';

/**
 * The text a pdfkit PDF draws: the hex strings (WinAnsi) of its deflated content streams, in drawing order,
 * and its page count. Enough to check what a report PDF prints without a PDF reader.
 */
export function pdfText(pdf: Buffer): { text: string; pages: number } {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(m[1] as string, 'latin1')).toString('latin1');
    } catch {
      content = m[1] as string;
    }
    if (!/T[Jj]\b/.test(content)) continue;
    for (const arr of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      for (const hex of (arr[1] as string).matchAll(/<([0-9a-fA-F]*)>/g)) text += Buffer.from(hex[1] as string, 'hex').toString('latin1');
  }
  // WinAnsi's ellipsis and en dash.
  return { text: text.replaceAll('\x85', '…').replaceAll('\x96', '–'), pages: raw.match(/\/Type \/Page\b/g)?.length ?? 0 };
}

/**
 * The text a PDF draws, read back with pdfjs-dist (the legacy build runs on Node 20): each page's text
 * items in drawing order, joined without separators (the spaces pdfjs puts between items drawn apart are
 * left out) but with a line break where a line ends, pages one after the other; and the page count. The
 * report PDFs embed subsetted CID fonts, whose content streams hold glyph ids, so the text is read
 * through each font's ToUnicode map as a PDF reader would.
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    let text = '';
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        if (item.str.trim()) text += item.str;
        if (item.hasEOL) text += '\n';
      }
    }
    return { text, pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

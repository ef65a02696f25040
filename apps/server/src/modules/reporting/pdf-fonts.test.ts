import { describe, expect, it } from 'vitest';
import { pdfFonts } from './pdf-fonts.ts';

// Which font a PDF is written in, by its reader's language and its text; both fonts carry Latin.

describe('pdfFonts', () => {
  it('gives a zh-Hant reader the Traditional font and everyone else the Simplified one', () => {
    expect(pdfFonts('zh-Hant', ['清潔報告']).script).toBe('hant');
    for (const language of ['en', 'fr', 'es', 'zh-Hans'] as const) expect(pdfFonts(language, ['Nettoyé à fond']).script).toBe('hans');
  });

  it('uses the other font when the text has characters the reader’s font lacks and the other has', () => {
    // '报' is Simplified only: the Traditional font has no glyph for it.
    expect(pdfFonts('zh-Hant', ['清潔報告', '王秀英 报']).script).toBe('hans');
  });

  it('the Simplified font, regular and bold, prints French and Spanish accents, both Chinese scripts and a no-break space', () => {
    const { regular, bold } = pdfFonts('en', []);
    for (const char of 'éèêàçœÉÀñáíóúü¿¡–·…“”’清洁報告\u00a0')
      for (const font of [regular, bold]) expect(font.hasGlyphForCodePoint(char.codePointAt(0) as number), char).toBe(true);
  });

  it('parses each font once per process', () => {
    expect(pdfFonts('en', []).regular).toBe(pdfFonts('fr', ['x']).regular);
    expect(pdfFonts('zh-Hant', []).bold).toBe(pdfFonts('zh-Hant', ['y']).bold);
  });
});

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TLanguage } from '@carehome/contracts';
import * as fontkit from 'fontkit';

// The PDF exports' fonts: Noto Sans CJK from the npm packages @embedpdf/fonts-sc (Simplified, "Hans") and
// @embedpdf/fonts-tc (Traditional, "Hant"), each a Regular and a Bold OpenType font that also carries
// Latin with every accent the product's languages use. pdfkit embeds only the glyphs a PDF uses (a
// subset), so a PDF stays small. Each font is read and parsed once per process, when a PDF first needs it
// (8 MB and 6 MB files), and shared by every PDF after.

export type FontScript = 'hans' | 'hant';

const FONT_FILES: Record<FontScript, { pkg: string; base: string }> = {
  hans: { pkg: '@embedpdf/fonts-sc', base: 'NotoSansHans' },
  hant: { pkg: '@embedpdf/fonts-tc', base: 'NotoSansHant' },
};

const requireHere = createRequire(import.meta.url);
const parsed = new Map<string, fontkit.Font>();

/** One font of a script, parsed on first use. The packages export no path to their files: they sit beside dist/. */
function fontOf(script: FontScript, weight: 'Regular' | 'Bold'): fontkit.Font {
  const key = `${script}-${weight}`;
  let font = parsed.get(key);
  if (!font) {
    const { pkg, base } = FONT_FILES[script];
    const file = path.join(path.dirname(requireHere.resolve(pkg)), '..', 'fonts', `${base}-${weight}.otf`);
    font = fontkit.create(fs.readFileSync(file)) as fontkit.Font;
    parsed.set(key, font);
  }
  return font;
}

export interface PdfFonts {
  script: FontScript;
  regular: fontkit.Font;
  bold: fontkit.Font;
}

/**
 * The fonts of one PDF: the Traditional font for a zh-Hant reader, the Simplified one for everyone else
 * (its Latin serves English, French and Spanish). A PDF is written in one font, so when its text has
 * characters the reader's font lacks and the other font has (a Simplified name in a zh-Hant reader's
 * PDF), the other font is used. A character neither font has (an emoji, a script other than Latin,
 * Greek, Cyrillic or Chinese) prints as the font's empty box; its text is still in the PDF (copy and
 * search find it).
 */
export function pdfFonts(language: TLanguage, texts: Iterable<string>): PdfFonts {
  const preferred: FontScript = language === 'zh-Hant' ? 'hant' : 'hans';
  const other: FontScript = preferred === 'hant' ? 'hans' : 'hant';
  const script = lacksWhatOtherHas(fontOf(preferred, 'Regular'), fontOf(other, 'Regular'), texts) ? other : preferred;
  return { script, regular: fontOf(script, 'Regular'), bold: fontOf(script, 'Bold') };
}

/** Whether `texts` hold a character `font` lacks and `other` has; each distinct character is looked at once. */
function lacksWhatOtherHas(font: fontkit.Font, other: fontkit.Font, texts: Iterable<string>): boolean {
  const seen = new Set<number>();
  for (const text of texts) {
    for (const char of text) {
      const code = char.codePointAt(0) as number;
      if (code < 0x80 || seen.has(code)) continue;
      seen.add(code);
      if (!font.hasGlyphForCodePoint(code) && other.hasGlyphForCodePoint(code)) return true;
    }
  }
  return false;
}

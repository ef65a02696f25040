import { LANGUAGES, type TLanguage } from '@carehome/contracts';

/**
 * The product language for a list of language tags in order of preference: French,
 * Spanish and Chinese are picked from the tags; zh-TW, zh-HK, zh-MO and zh-Hant give Traditional
 * Chinese, any other zh Simplified; anything else English.
 */
export function pickLanguage(tags: readonly string[]): TLanguage {
  return pickLanguageFrom(tags, LANGUAGES) as TLanguage;
}

/**
 * `pickLanguage` with the list of languages passed in: the web app's boot script picks the language as
 * the app will, without carrying the contracts (and their schemas) that hold the list.
 */
export function pickLanguageFrom(tags: readonly string[], languages: readonly string[]): string {
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (!tag) continue;
    if (tag === 'zh' || tag.startsWith('zh-')) return /-(hant|tw|hk|mo)(-|$)/.test(tag) ? 'zh-Hant' : 'zh-Hans';
    const exact = languages.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const base = tag.split('-')[0];
    const match = languages.find((l) => l === base);
    if (match) return match;
  }
  return 'en';
}

/** Reads an Accept-Language header (with q-values) and picks the product language. */
export function languageFromHeader(header: string | undefined): TLanguage {
  if (!header) return 'en';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((t) => t.tag);
  return pickLanguage(tags);
}

import { LANGUAGES, type TLanguage } from '@carehome/contracts';

/**
 * Picks the product language from an Accept-Language header (spec section 1): French, Spanish and
 * Chinese by their tags (zh-TW, zh-HK and zh-Hant are Traditional; other zh Simplified), else English.
 */
export function languageFrom(header: string | undefined): TLanguage {
  if (!header) return 'en';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: (tag ?? '').toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag.startsWith('zh')) return /(-hant|-tw|-hk|-mo)/.test(tag) ? 'zh-Hant' : 'zh-Hans';
    const base = tag.split('-')[0] as TLanguage;
    if ((LANGUAGES as readonly string[]).includes(base)) return base;
  }
  return 'en';
}

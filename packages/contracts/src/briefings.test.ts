import { describe, expect, it } from 'vitest';
import { ZAcknowledgementInput, ZBriefingInput } from './briefings.ts';
import { ZSaveDashboardLinks } from './dashboard-links.ts';
import { issuesToFieldErrors } from './validation.ts';

const SITE = '0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f';

describe('briefing contracts', () => {
  it.each<[string, string | null]>([
    ['https://health.example.org/outbreak', 'https://health.example.org/outbreak'],
    ['  http://intranet.example.com/a?b=1  ', 'http://intranet.example.com/a?b=1'],
    ['', null],
  ])('hyperlink %j is kept as %j', (link, out) => {
    const r = ZAcknowledgementInput.safeParse({ message: 'x', hyperlink: link, date: '2026-03-01' });
    expect(r.success && r.data.hyperlink).toBe(out);
  });

  it.each(['javascript:alert(1)', 'not a url', 'ftp://files.example.com/x', 'https://localhost', 'www.example.com'])(
    'hyperlink %j is refused with the field and the URL code',
    (link) => {
      const r = ZBriefingInput.safeParse({ name: 'Daily', level: 'Briefing', items: [{ icon: 'info', message: 'x', hyperlink: link }] });
      expect(r.success).toBe(false);
      if (!r.success)
        expect(issuesToFieldErrors(r.error.issues)).toMatchObject([{ field: 'items.0.hyperlink', code: 'config.invalid_url' }]);
    },
  );

  it('a briefing needs a name and at least one item', () => {
    const r = ZBriefingInput.safeParse({ name: ' ', level: 'Site', items: [] });
    expect(r.success).toBe(false);
    if (!r.success) expect(issuesToFieldErrors(r.error.issues).map((e) => e.field)).toEqual(['name', 'items']);
  });

  it('texts keep their translations, without empty ones; an old body without them reads as none, in English', () => {
    const r = ZBriefingInput.parse({
      name: 'Daily',
      level: 'Site',
      items: [
        { icon: 'info', message: 'Masks on', hyperlink: null, translations: { fr: ' Masques ', 'zh-Hant': '', es: 'Mascarillas' } },
        { icon: 'info', message: 'Gloves', hyperlink: null },
      ],
    });
    expect(r.language).toBe('en');
    expect(r.items.map((i) => i.translations)).toEqual([{ fr: 'Masques', es: 'Mascarillas' }, {}]);
    const a = ZAcknowledgementInput.parse({ message: 'x', hyperlink: null, date: '2026-03-01', language: 'fr' });
    expect([a.language, a.translations]).toEqual(['fr', {}]);
  });

  it.each<[string, unknown, string]>([
    [
      'a briefing item translation too long',
      { items: [{ icon: 'info', message: 'x', translations: { fr: 'é'.repeat(501) } }] },
      'items.0.translations.fr',
    ],
    ['an unknown language', { items: [{ icon: 'info', message: 'x', translations: { de: 'Masken' } }] }, 'items.0.translations'],
    ['an unknown written language', { language: 'de', items: [{ icon: 'info', message: 'x' }] }, 'language'],
  ])('%s is refused naming the field', (_name, over, field) => {
    const r = ZBriefingInput.safeParse({ name: 'Daily', level: 'Site', ...(over as object) });
    expect(r.success).toBe(false);
    if (!r.success) expect(issuesToFieldErrors(r.error.issues).map((e) => e.field)).toContain(field);
  });

  it('an acknowledgement and a report link name bound their translations', () => {
    const a = ZAcknowledgementInput.safeParse({ message: 'x', date: '2026-03-01', translations: { 'zh-Hans': '字'.repeat(1001) } });
    expect(!a.success && issuesToFieldErrors(a.error.issues).map((e) => e.field)).toEqual(['translations.zh-Hans']);
    const link = { name: 'Weekly', url: 'https://bi.example.com/r', roles: ['Nursing'], isDefault: false };
    const ok = ZSaveDashboardLinks.parse({ facilityId: SITE, links: [{ ...link, translations: { fr: 'Hebdo', es: '' } }] });
    expect(ok.links[0]).toMatchObject({ language: 'en', translations: { fr: 'Hebdo' } });
    const long = ZSaveDashboardLinks.safeParse({
      facilityId: SITE,
      links: [{ ...link, translations: { fr: 'x'.repeat(101) } }],
    });
    expect(!long.success && issuesToFieldErrors(long.error.issues).map((e) => e.field)).toEqual(['links.0.translations.fr']);
  });
});

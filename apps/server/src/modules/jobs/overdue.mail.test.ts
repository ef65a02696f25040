import { LANGUAGES } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { overdueMail } from './overdue.mail.ts';

const facts = {
  site: 'Maple <House>',
  timeZone: 'America/Toronto',
  at: new Date('2026-05-12T12:00:00Z'),
  rooms: [{ roomNumber: '101', area: 'East Wing', cleanType: 'Daily', reason: 'pastDue' as const }],
};

describe('overdue-rooms mail', () => {
  it('is written in each of the five languages, each its own text', () => {
    const mails = LANGUAGES.map((l) => overdueMail(l, facts));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(LANGUAGES.length);
    expect(new Set(mails.map((m) => m.text)).size).toBe(LANGUAGES.length);
    for (const m of mails) {
      expect(m.subject).toMatch(/[(（]1[)）]/);
      expect(m.text).toContain('05/12/2026 08:00');
      expect(m.text).toContain('101 | East Wing | Daily');
    }
  });

  it('escapes names in the HTML part', () => {
    const { html } = overdueMail('en', facts);
    expect(html).toContain('Maple &lt;House&gt;');
    expect(html).not.toContain('<House>');
    expect(html).toContain('<td style="padding:4px 8px;border:1px solid #D0D7DE;text-align:left;">Past due</td>');
  });

  it('names the clean types in the reader’s language, as written where the configuration has no translation', () => {
    const config = { language: 'en' as const, translations: { Daily: { fr: 'Quotidien', 'zh-Hant': '每日清潔' } } };
    const fr = overdueMail('fr', { ...facts, config });
    expect(fr.text).toContain('101 | East Wing | Quotidien');
    expect(fr.html).toContain('Quotidien');
    expect(`${fr.text}${fr.html}`).not.toContain('Daily');
    expect(overdueMail('zh-Hant', { ...facts, config }).text).toContain('每日清潔');
    expect(overdueMail('es', { ...facts, config }).text).toContain('101 | East Wing | Daily');
  });
});

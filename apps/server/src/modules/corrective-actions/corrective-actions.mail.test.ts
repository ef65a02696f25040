import { LANGUAGES } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { correctiveMail } from './corrective-actions.mail.ts';

const facts = {
  site: 'Maplewood <North>',
  timeZone: 'America/Toronto',
  room: '214',
  pass: 2,
  by: 'Rosa Santos',
  at: new Date('2026-05-12T14:30:00Z'),
  failedAt: new Date('2026-05-12T13:00:00Z'),
  failures: [
    { id: '00000000-0000-4000-8000-000000000001', group: 'Bathroom', item: 'Flush handle', auditStatus: 'CleanedFailed' as const },
    { id: '00000000-0000-4000-8000-000000000002', group: 'High-touch', item: 'Call bell', auditStatus: 'NotCleanedFailed' as const },
  ],
  comment: 'Sticky <residue>',
};

describe('corrective loop notices', () => {
  it.each(LANGUAGES.flatMap((l) => (['reauditDue', 'reauditFailed'] as const).map((k) => [k, l] as const)))(
    '%s in %s names the room, the site time and every failed operation, with nothing left unfilled',
    (kind, language) => {
      const mail = correctiveMail(kind, language, facts);
      expect(mail.subject).toContain('214');
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\w+\}/);
      expect(mail.text).toContain('05/12/2026 10:30');
      expect(mail.text).toContain('Flush handle');
      expect(mail.text).toContain('Call bell');
      expect(mail.text).toContain('Sticky <residue>');
      // The HTML escapes what people typed.
      expect(mail.html).toContain('Sticky &lt;residue&gt;');
      expect(mail.html).not.toContain('<North>');
    },
  );

  it('a failed re-audit names its pass', () => {
    expect(correctiveMail('reauditFailed', 'en', facts).subject).toBe('Maplewood <North>: room 214 failed its re-audit (pass 2)');
  });

  it('names the failed groups and items in the reader’s language', () => {
    const config = {
      language: 'en' as const,
      translations: { Bathroom: { fr: 'Salle de bain' }, 'Flush handle': { fr: 'Poignée de chasse d’eau', 'zh-Hans': '冲水把手' } },
    };
    const fr = correctiveMail('reauditDue', 'fr', { ...facts, config });
    expect(fr.text).toContain('Salle de bain · Poignée de chasse d’eau: Nettoyé, non conforme');
    expect(`${fr.text}${fr.html}`).not.toMatch(/Bathroom|Flush handle/);
    // A name with no translation in the reader's language stays as written.
    expect(fr.text).toContain('High-touch · Call bell');
    expect(correctiveMail('reauditDue', 'zh-Hans', { ...facts, config }).text).toContain('Bathroom · 冲水把手');
  });
});

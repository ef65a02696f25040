import { describe, expect, it } from 'vitest';
import { ZAcknowledgementInput, ZBriefingInput } from './briefings.ts';
import { issuesToFieldErrors } from './validation.ts';

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
});

import type { TAcknowledgementList, TBriefing, TBriefingReport, TChsSystem, TStaffDashboard } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, tokensOf } from '../../../test/factories.ts';
import { bearer, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { withPlatform, withTenant } from '../../platform/db/database.ts';

// Briefing items and acknowledgements in five languages through HTTP on a real PostgreSQL: the written
// text, its language and its translations are stored and answered to editors and to staff (whose screens
// pick their language), empty translations are dropped, rows from before translations read as none, and
// bad translations are 400 naming the field.

let t: TestContext;
let a: OrgFixture;
let site: string;
let today: string;
const tokens: Record<string, string> = {};

const call = (who: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    headers: bearer(tokens[who] as string),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const masks = { fr: 'Masques dans toutes les zones des résidents', 'zh-Hant': '所有住民區域請戴口罩' };

beforeAll(async () => {
  [t, a] = await contextWith(['Languages']);
  site = a.siteIds[0];
  today = DateTime.now().setZone('America/Toronto').toISODate() as string;
  Object.assign(tokens, await tokensOf(t, ['MultiFacilityAdministrator', 'FacilityAssistant', 'Housekeeper']));
  Object.assign(tokens, await tokensOf(t, { provider: 'SiteAdministrator' }));
});
afterAll(() => t.close());

describe('briefing items in other languages', () => {
  let saved: TBriefing;

  it('keeps each item’s translations and the briefing’s language, dropping empty ones; staff get them to read in theirs', async () => {
    const res = await call('MultiFacilityAdministrator', '/api/briefings/save', {
      facilityId: site,
      briefing: {
        name: 'Morning huddle',
        nameTranslations: { fr: ' Réunion du matin ', es: '' },
        level: 'Briefing',
        language: 'en',
        items: [
          { icon: 'mask', message: 'Masks in all resident areas', hyperlink: null, translations: { ...masks, es: '  ' } },
          { icon: 'info', message: 'Tea at three', hyperlink: null },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    saved = res.json();
    expect(saved.language).toBe('en');
    expect(saved.items.map((i) => i.translations)).toEqual([masks, {}]);
    // The name too: trimmed, the empty one dropped.
    expect(saved.nameTranslations).toEqual({ fr: 'Réunion du matin' });

    const d = (await call('Housekeeper', `/api/staffdashboard?facilityId=${site}`)).json() as TStaffDashboard;
    const section = d.briefing.find((s) => s.briefingId === saved.id);
    expect([section?.name, section?.nameTranslations]).toEqual(['Morning huddle', { fr: 'Réunion du matin' }]);
    const items = section?.items ?? [];
    expect(items.map((i) => [i.message, i.translations])).toEqual([
      ['Masks in all resident areas', masks],
      ['Tea at three', {}],
    ]);
  });

  it('a briefing written in French keeps French as its language; an edit replaces the translations', async () => {
    const res = await call('MultiFacilityAdministrator', '/api/briefings/save', {
      facilityId: site,
      briefing: {
        id: saved.id,
        name: 'Réunion du matin',
        level: 'Briefing',
        language: 'fr',
        items: [{ ...saved.items[0], message: 'Masques partout', translations: { en: 'Masks everywhere' } }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = res.json() as TBriefing;
    expect(again.language).toBe('fr');
    expect(again.items).toMatchObject([{ id: saved.items[0]?.id, message: 'Masques partout', translations: { en: 'Masks everywhere' } }]);
  });

  it.each<[string, Record<string, unknown>, string, Record<string, unknown>?]>([
    ['a translation longer than the message may be', { translations: { fr: 'é'.repeat(501) } }, 'briefing.items.0.translations.fr'],
    ['a language the product does not have', { translations: { de: 'Masken' } }, 'briefing.items.0.translations'],
    ['a name’s translation longer than a name may be', {}, 'briefing.nameTranslations.fr', { nameTranslations: { fr: 'é'.repeat(121) } }],
  ])('refuses %s with 400 naming the field', async (_name, over, field, briefing = {}) => {
    const res = await call('MultiFacilityAdministrator', '/api/briefings/save', {
      facilityId: site,
      briefing: { name: 'Bad', level: 'Briefing', items: [{ icon: 'info', message: 'x', hyperlink: null, ...over }], ...briefing },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('items saved before there were translations read as having none, in English', async () => {
    await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(sql`insert into daily_briefings (tenant_id, facility_id, level, name, items)
        values (${a.tenantId}, ${site}, 'Site', 'Old one',
        ${JSON.stringify([{ id: crypto.randomUUID(), icon: 'info', message: 'Old text', hyperlink: null }])}::jsonb)`),
    );
    const list = (await call('MultiFacilityAdministrator', `/api/briefings?facilityId=${site}`)).json() as { briefings: TBriefing[] };
    expect(list.briefings.find((b) => b.name === 'Old one')).toMatchObject({
      language: 'en',
      nameTranslations: {},
      items: [{ message: 'Old text', translations: {} }],
    });
  });
});

describe('acknowledgements in other languages', () => {
  const ack = (message: string, over: Record<string, unknown> = {}) => ({ message, hyperlink: null, date: today, ...over });

  it('the site’s and the provider’s keep their language and translations; staff and the report get them', async () => {
    let res = await call('FacilityAssistant', '/api/tenant/savefacilityacknowledgements', {
      facilityId: site,
      acknowledgements: [ack('Wash hands before every room', { translations: { fr: 'Lavez-vous les mains', 'zh-Hant': '每間房前洗手' } })],
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as TAcknowledgementList;
    const mine = list.acknowledgements.find((x) => x.level === 'Site');
    expect(mine).toMatchObject({ language: 'en', translations: { fr: 'Lavez-vous les mains', 'zh-Hant': '每間房前洗手' } });

    res = await call('provider', '/api/chssystem/updateacknowledgements', {
      level: 'Provincial',
      acknowledgements: [ack('Flu season rules', { language: 'fr', translations: { 'zh-Hans': '流感季节规定', fr: '' } })],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TChsSystem).acknowledgements.find((x) => x.level === 'Provincial')).toMatchObject({
      language: 'fr',
      translations: { 'zh-Hans': '流感季节规定' },
    });

    const d = (await call('Housekeeper', `/api/staffdashboard?facilityId=${site}`)).json() as TStaffDashboard;
    expect(d.acknowledgements.map((x) => [x.message, x.translations])).toEqual(
      expect.arrayContaining([
        ['Wash hands before every room', { fr: 'Lavez-vous les mains', 'zh-Hant': '每間房前洗手' }],
        ['Flu season rules', { 'zh-Hans': '流感季节规定' }],
      ]),
    );
    const report = (await call('FacilityAssistant', `/api/briefings/report?facilityId=${site}&date=${today}`)).json() as TBriefingReport;
    expect(report.acknowledgements.find((x) => x.message === 'Wash hands before every room')?.translations).toEqual({
      fr: 'Lavez-vous les mains',
      'zh-Hant': '每間房前洗手',
    });
  });

  it('an edit changes the translations; rows from before translations read as none', async () => {
    const list = (await call('FacilityAssistant', `/api/acknowledgements?facilityId=${site}`)).json() as TAcknowledgementList;
    const id = list.acknowledgements.find((x) => x.level === 'Site')?.id;
    const res = await call('FacilityAssistant', '/api/tenant/savefacilityacknowledgements', {
      facilityId: site,
      acknowledgements: [ack('Wash hands before every room', { id, translations: { es: 'Lávese las manos' } })],
    });
    expect((res.json() as TAcknowledgementList).acknowledgements.find((x) => x.id === id)?.translations).toEqual({
      es: 'Lávese las manos',
    });

    await withPlatform(t.database.db, (tx) =>
      tx.execute(sql`insert into provider_acknowledgements (level, message, date) values ('HealthAuthority', 'Older notice', ${today})`),
    );
    const after = (await call('FacilityAssistant', `/api/acknowledgements?facilityId=${site}`)).json() as TAcknowledgementList;
    expect(after.acknowledgements.find((x) => x.message === 'Older notice')).toMatchObject({ language: 'en', translations: {} });
  });

  it('refuses a translation too long or an unknown written language with 400 naming the field', async () => {
    const long = await call('FacilityAssistant', '/api/tenant/savefacilityacknowledgements', {
      facilityId: site,
      acknowledgements: [ack('x', { translations: { 'zh-Hans': '字'.repeat(1001) } })],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toMatchObject([{ field: 'acknowledgements.0.translations.zh-Hans' }]);
    const lang = await call('provider', '/api/chssystem/updateacknowledgements', {
      level: 'Provincial',
      acknowledgements: [ack('x', { language: 'klingon' })],
    });
    expect(lang.statusCode).toBe(400);
    expect(lang.json().errors).toMatchObject([{ field: 'acknowledgements.0.language' }]);
  });
});

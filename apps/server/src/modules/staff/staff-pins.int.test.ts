import type { TAccountInfo } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let supervisor: TAccountInfo;
let counter = 0;

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  b = await createOrganization(t, 'Beta');
  supervisor = await login(t, a.emails.FacilityAssistant as string);
});
afterAll(() => t.close());

const saveStaff = (account: TAccountInfo, pinCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff',
    headers: bearer(account),
    payload: {
      staffMember: {
        staffRefId: `P-${++counter}`,
        firstName: 'Probe',
        lastName: String(counter),
        role: 'Housekeeper',
        facilityId: a.siteIds[0],
        pinCode,
      },
    },
  });
const generate = (account: TAccountInfo, facilityId: string) =>
  t.app.inject({ method: 'POST', url: '/api/staff/generatepin', headers: bearer(account), payload: { facilityId } });

describe('PIN uniqueness is not an oracle', () => {
  it('answers at most 10 duplicate-PIN saves an hour per person, also when sent all at once', async () => {
    // Colleagues with six-digit PINs (shorter ones are refused for their length before any lookup).
    const lead = await login(t, a.emails.MultiFacilityAdministrator as string);
    const taken = ['318264', '318275', '318286'];
    for (const pin of taken) expect((await saveStaff(lead, pin)).statusCode).toBe(200);
    // 30 colleagues' PINs tried at once: ten 'already used' answers, then 429 without an answer.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => saveStaff(supervisor, taken[i % taken.length] as string)));
    const duplicates = answers.filter((r) => r.statusCode === 409);
    expect(duplicates).toHaveLength(10);
    expect(duplicates[0]?.json().message).toBe('This pin code is already used for another staff member.');
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(20);
    expect(limited[0]?.json().code).toBe('rate_limited');
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(3000);
    // Now even a free PIN gets no answer from this person; saves without a PIN go on.
    expect((await saveStaff(supervisor, '246813')).statusCode).toBe(429);
    expect((await saveStaff(supervisor, '')).statusCode).toBe(200);
    // Another person is not affected.
    const manager = await login(t, a.emails.FacilityAdministrator as string);
    expect((await saveStaff(manager, '246813')).statusCode).toBe(200);
  });

  it('does not count saves that set a free PIN', async () => {
    const lead = await login(t, a.emails.MultiFacilityAdministrator as string);
    for (let i = 0; i < 12; i++) expect((await saveStaff(lead, String(135700 + i * 7))).statusCode).toBe(200);
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from auth_failures where scope = 'pin-probe' and key = ${a.staffIds.MultiFacilityAdministrator}`,
    );
    expect(rows.rows[0]?.n).toBe(0);
  });
});

describe('POST /api/staff/generatepin', () => {
  it('suggests a six-digit PIN nobody in the organization has, which can then be saved', async () => {
    const manager = await login(t, a.emails.FacilityAdministrator as string);
    const res = await generate(manager, a.siteIds[0]);
    expect(res.statusCode, res.body).toBe(200);
    const { pin } = res.json() as { pin: string };
    expect(pin).toMatch(/^\d{6}$/);
    expect(Object.values(a.pins)).not.toContain(pin);
    expect((await saveStaff(manager, pin)).statusCode).toBe(200);
  });

  it('keeps a site-level role to its own site and another organization’s site is not found', async () => {
    expect((await generate(supervisor, a.siteIds[1])).statusCode).toBe(404);
    const admin = await login(t, a.emails.MultiFacilityAdministrator as string);
    expect((await generate(admin, a.siteIds[1])).statusCode).toBe(200);
    expect((await generate(admin, b.siteIds[0])).statusCode).toBe(404);
    const housekeeper = await login(t, a.emails.Housekeeper as string);
    expect((await generate(housekeeper, a.siteIds[0])).statusCode).toBe(403);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/staff/generatepin'].post;
    expect(op.requestBody.content['application/json'].schema.properties).toHaveProperty('facilityId');
    expect(op.responses['200'].content['application/json'].schema.properties).toHaveProperty('pin');
  });

  it('answers 30 an hour per person', async () => {
    const lead = await login(t, a.emails.FacilityAssistant as string);
    const answers = await Promise.all(Array.from({ length: 32 }, () => generate(lead, a.siteIds[0])));
    // (The supervisor's earlier question for another site was refused before it counted.)
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(30);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newReport, newRooms, type RoomType, routineOf, siteConfig } from '../../../test/factories.ts';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let a: OrgFixture;
let housekeeper: string;
let reportId: string;

const post = (path: string, payload: unknown, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/housekeeping/${path}`, payload: payload as object, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Mailers');
  housekeeper = await t.as('Housekeeper').token();
  const roomType = (await siteConfig(t)).roomTypes[0] as RoomType;
  const rooms = await newRooms(t, ['7'], { roomType });
  reportId = (await newReport(t, { roomId: rooms['7'] as string, routine: routineOf(roomType, 'Clean') })).id;
});
afterAll(() => t.close());

const email = (recipients: string[]) => post('emailreport', { id: reportId, facilityId: a.siteIds[0], recipients }, housekeeper);

describe('report mails are rate-limited', () => {
  it('sends 30 an hour per person, also when asked all at once; refused mails do not count', async () => {
    // A refused mail (not an address of the organization) leaves the budget alone.
    for (let i = 0; i < 3; i++) expect((await email(['someone@elsewhere.example'])).statusCode).toBe(400);
    const answers = await Promise.all(Array.from({ length: 40 }, () => email([a.emails.Nursing as string])));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(30);
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(10);
    expect(limited[0]?.json()).toMatchObject({ code: 'rate_limited', message: 'Too many requests. Please try again later.' });
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(3000);
    // Someone else may still send.
    const supervisor = (await login(t, a.emails.FacilityAssistant as string)).token.token;
    const other = await post('emailreport', { id: reportId, facilityId: a.siteIds[0], recipients: [a.emails.Nursing] }, supervisor);
    expect(other.statusCode, other.body).toBe(200);
  });
});

import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith } from '../../../test/factories.ts';
import { bearer, createSystemUser, login, type OrgFixture, PASSWORD, type TestContext } from '../../../test/harness.ts';
import { devices } from '../../db/schema/auth.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { withTenant } from '../../platform/db/database.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
/** A registered tablet of site 1 of organization a. */
let southToken: string;

beforeAll(async () => {
  [t, a, b] = await contextWith(['Alpha', 'Beta']);
  southToken = crypto.randomBytes(32).toString('base64url');
  await withTenant(t.database.db, a.tenantId, async (tx) => {
    await tx.insert(devices).values({
      id: crypto.randomUUID(),
      tenantId: a.tenantId,
      facilityId: a.siteIds[1],
      name: 'South tablet',
      hardwareId: 'hw-south',
      tokenHash: hashToken(southToken),
      registeredBy: a.staffIds.TabletRegistration as string,
    });
    // Everyone of organization a works on site only, unless a test turns it on again.
    await tx.execute(sql`update staff_members set offsite_authentication = false`);
  });
});
afterAll(() => t.close());

const signIn = (email: string, headers: Record<string, string> = {}, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { user: { email, password } }, headers });
const tablet = (token: string) => ({ 'x-device-token': token });

describe('offsite authentication', () => {
  it('refuses a password sign-in away from the site’s tablets, with a clear message and an event', async () => {
    const res = await signIn(a.emails.Nursing as string);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'auth.offsite_not_allowed',
      message: 'You can only sign in on a registered tablet of your site. Ask your manager to allow sign-in from other devices.',
      errors: [],
    });
    const events = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ data: { email: string; reason: string }; subject_id: string }>(
        sql`select data, subject_id from events where type = 'auth.login.refused' order by id`,
      ),
    );
    expect(events.rows.at(-1)).toEqual({ data: { email: a.emails.Nursing, reason: 'offsite' }, subject_id: a.staffIds.Nursing });
    // No session was created.
    const sessions = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions where subject_id = ${a.staffIds.Nursing}`,
    );
    expect(sessions.rows[0]?.n).toBe(0);
  });

  it('a wrong password is still "incorrect", not a hint about the device', async () => {
    const res = await signIn(a.emails.Nursing as string, {}, 'Wrong-pass-1');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth.invalid_credentials');
  });

  it('signs in on a registered tablet of the own site, not on another site’s or organization’s, nor an unregistered one', async () => {
    const ok = await signIn(a.emails.Nursing as string, tablet(a.deviceToken));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ role: 'Nursing', deviceSession: true });
    expect((await signIn(a.emails.Nursing as string, tablet(southToken))).statusCode).toBe(403);
    expect((await signIn(a.emails.Nursing as string, tablet(b.deviceToken))).statusCode).toBe(403);
    await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(sql`update devices set unregistered_at = now() where hardware_id = 'hw-south'`),
    );
    expect((await signIn(a.emails['Housekeeper@1'] as string, tablet(southToken))).statusCode).toBe(403);
    await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(sql`update devices set unregistered_at = null where hardware_id = 'hw-south'`),
    );
    expect((await signIn(a.emails['Housekeeper@1'] as string, tablet(southToken))).statusCode).toBe(200);
  });

  it('lets an organization administrator sign in on a tablet of any site of the organization', async () => {
    const email = a.emails.MultiFacilityAdministrator as string;
    expect((await signIn(email)).statusCode).toBe(403);
    expect((await signIn(email, tablet(southToken))).statusCode).toBe(200);
    expect((await signIn(email, tablet(b.deviceToken))).statusCode).toBe(403);
  });

  it('signs in from anywhere once offsite authentication is on (set in the staff form)', async () => {
    const manager = (await signIn(a.emails.FacilityAdministrator as string, tablet(a.deviceToken))).json();
    const staff = (
      await t.app.inject({ method: 'GET', url: '/api/staff', query: { facilityId: a.siteIds[0] }, headers: bearer(manager.token.token) })
    ).json().staffMembers as Array<Record<string, unknown>>;
    const nurse = staff.find((s) => s.id === a.staffIds.Nursing) as Record<string, unknown>;
    const { hasPin, hasPassword, isArchived, createdAt, updatedAt, ...values } = nurse;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/staff',
      payload: { staffMember: { ...values, offsiteAuthentication: true } },
      headers: bearer(manager.token.token),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await signIn(a.emails.Nursing as string)).statusCode).toBe(200);
  });

  it('does not apply to system users, who are not staff of a site', async () => {
    const email = await createSystemUser(t, 'SiteAssistant');
    expect((await login(t, email)).role).toBe('SiteAssistant');
  });

  it('leaves organizations whose staff have it on alone', async () => {
    expect((await signIn(b.emails.Housekeeper as string)).statusCode).toBe(200);
  });
});

import type { TStaffMember } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith } from '../../../test/factories.ts';
import { bearer, login, type OrgFixture, PASSWORD, type TestContext } from '../../../test/harness.ts';
import { withPlatform } from '../../platform/db/database.ts';

// A staff member's language for mails: a manager sets it on the staff form (an invited person who never
// signed in gets their invitation in it); the person's own sign-in in another language replaces it.

let t: TestContext;
let a: OrgFixture;
let manager: string;

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: bearer(manager) });
const member = (over: object = {}) => ({
  staffRefId: 'L-1',
  firstName: 'Élodie',
  lastName: 'Martin',
  email: 'elodie.martin@langs.example',
  role: 'Housekeeper',
  facilityId: a.siteIds[0],
  ...over,
});

beforeAll(async () => {
  [t, a] = await contextWith(['StaffLang']);
  manager = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
});
afterAll(() => t.close());

describe('a staff member’s language for mails', () => {
  it('is set on the form, kept when a save leaves it out, and names the field when it is not a product language', async () => {
    const created = await post('/staff', { staffMember: member({ language: 'fr' }) });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as TStaffMember).id;
    expect(created.json()).toMatchObject({ language: 'fr' });

    const kept = await post('/staff', { staffMember: member({ id, position: 'Night shift' }) });
    expect(kept.json()).toMatchObject({ language: 'fr', position: 'Night shift' });

    const bad = await post('/staff', { staffMember: member({ id, language: 'fr-FR' }) });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('staffMember.language');

    // Someone who never signed in: their invitation is in the form's language, whatever the inviter's.
    const invited = await post('/staff/invite', { id, language: 'en' });
    expect(invited.statusCode, invited.body).toBe(200);
    const mails = await withPlatform(t.database.db, (tx) =>
      tx.execute<{ subject: string }>(sql`select subject from mail_outbox where 'elodie.martin@langs.example' = any("to")`),
    );
    expect(mails.rows.map((m) => m.subject)).toEqual(['Votre compte Care Home Housekeeping']);
  });

  it('shows the language of the last sign-in, which replaces the one set on the form', async () => {
    const email = a.emails.Housekeeper as string;
    await login(t, email, PASSWORD, { 'accept-language': 'zh-TW' });
    const list = await t.app.inject({ method: 'GET', url: `/api/staff?facilityId=${a.siteIds[0]}`, headers: bearer(manager) });
    const housekeeper = (list.json().staffMembers as TStaffMember[]).find((m) => m.email === email.toLowerCase());
    expect(housekeeper?.language).toBe('zh-Hant');
    const { id, hasPin, hasPassword, pinNeedsReplacing, isArchived, createdAt, updatedAt, ...input } = housekeeper as TStaffMember;
    const set = await post('/staff', { staffMember: { ...input, id, language: 'es' } });
    expect(set.json()).toMatchObject({ language: 'es' });
    await login(t, email, PASSWORD, { 'accept-language': 'fr' });
    const again = await t.app.inject({ method: 'GET', url: `/api/staff?facilityId=${a.siteIds[0]}`, headers: bearer(manager) });
    expect((again.json().staffMembers as TStaffMember[]).find((m) => m.id === id)?.language).toBe('fr');
  });
});

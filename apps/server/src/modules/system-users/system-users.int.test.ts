import type { TSystemUser } from '@carehome/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith } from '../../../test/factories.ts';
import { bearer, createSystemUser, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let a: OrgFixture;
let admin: string;
let adminEmail: string;
let assistant: string;

beforeAll(async () => {
  [t, a] = await contextWith(['Org']);
  adminEmail = await createSystemUser(t, 'SiteAdministrator');
  admin = (await login(t, adminEmail)).token.token;
  assistant = (await login(t, await createSystemUser(t, 'SiteAssistant'))).token.token;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'DELETE', token: string, payload?: unknown) =>
  t.app.inject({ method, url: '/api/systemusers', headers: bearer(token), ...(payload ? { payload: payload as object } : {}) });

describe('system users', () => {
  it('are listed for the provider administrator, with the signed-in one marked; nobody else sees them', async () => {
    const res = await api('GET', admin);
    expect(res.statusCode).toBe(200);
    const self = (res.json().systemUsers as TSystemUser[]).find((u) => u.email === adminEmail);
    expect(self?.isSelf).toBe(true);
    const staff = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
    expect((await api('GET', staff)).statusCode).toBe(403);
    // /admin/systemusers is for SiteAdministrator only: not for a multi-site assistant.
    const byAssistant = await api('GET', assistant);
    expect(byAssistant.statusCode).toBe(403);
    expect(byAssistant.json()).not.toHaveProperty('systemUsers');
  });

  it('are created by a provider administrator, who gets an invitation; duplicates are refused', async () => {
    const res = await api('POST', admin, { systemUser: { email: 'New.Admin@provider.example', name: 'New Admin', role: 'SiteAssistant' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'new.admin@provider.example', role: 'SiteAssistant', hasPassword: false, isSelf: false });
    const dup = await api('POST', admin, { systemUser: { email: 'new.admin@provider.example', name: 'Again', role: 'SiteAssistant' } });
    expect(dup.statusCode).toBe(409);
    const staffEmail = await api('POST', admin, { systemUser: { email: a.emails.Nursing, name: 'Clash', role: 'SiteAssistant' } });
    expect(staffEmail.json().message).toBe('This email is already used for another staff member.');
  });

  it("refuse an assistant, and answer 'You have no permission to edit System Users' to changes of oneself", async () => {
    const byAssistant = await api('POST', assistant, { systemUser: { email: 'x@provider.example', name: 'X', role: 'SiteAssistant' } });
    expect(byAssistant.statusCode).toBe(403);
    const list = await api('GET', admin);
    expect((list.json().systemUsers as TSystemUser[]).some((u) => u.email === 'x@provider.example')).toBe(false);
    const self = ((await api('GET', admin)).json().systemUsers as TSystemUser[]).find((u) => u.isSelf) as TSystemUser;
    const editSelf = await api('POST', admin, { systemUser: { id: self.id, email: self.email, name: 'Renamed', role: 'SiteAssistant' } });
    expect(editSelf.json().message).toBe('You have no permission to edit System Users');
    expect((await api('DELETE', admin, { id: self.id })).json().message).toBe('You have no permission to edit System Users');
  });

  it('are updated and deleted; a deleted user can no longer sign in', async () => {
    const created = (
      await api('POST', admin, { systemUser: { email: 'temp@provider.example', name: 'Temp', role: 'SiteAssistant' } })
    ).json() as TSystemUser;
    const updated = await api('POST', admin, {
      systemUser: { id: created.id, email: 'temp@provider.example', name: 'Temporary', role: 'SiteAdministrator' },
    });
    expect(updated.json()).toMatchObject({ name: 'Temporary', role: 'SiteAdministrator' });
    expect((await api('DELETE', admin, { id: created.id })).statusCode).toBe(200);
    const list = (await api('GET', admin)).json().systemUsers as TSystemUser[];
    expect(list.some((u) => u.id === created.id)).toBe(false);
  });
});

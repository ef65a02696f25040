import type { TAccountInfo } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabletSignIn } from '../../../test/factories.ts';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';

// New and changed PINs have at least six digits; PINs of four digits set before keep signing in, and
// a short PIN cannot be tried against the organization's PINs through the staff form.

let t: TestContext;
let a: OrgFixture;
let manager: TAccountInfo;
let counter = 0;

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Pins');
  manager = await login(t, a.emails.FacilityAdministrator as string);
});
afterAll(() => t.close());

const save = (pinCode: string, id?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff',
    headers: bearer(manager),
    payload: {
      staffMember: {
        ...(id ? { id } : {}),
        staffRefId: `L-${id ? 'x' : ++counter}`,
        firstName: 'Lena',
        lastName: 'Short',
        role: 'Housekeeper',
        facilityId: a.siteIds[0],
        pinCode,
      },
    },
  });

describe('PIN length', () => {
  it.each(['4821', '48213'])('refuses the new PIN %s for its length, naming the field', async (pin) => {
    const res = await save(pin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'auth.pin_too_short',
      message: 'A new PIN needs at least 6 digits.',
      errors: [{ field: 'pinCode', code: 'auth.pin_too_short', params: { min: 6 } }],
    });
  });

  it('refuses a short PIN on a change too, and takes a six-digit one', async () => {
    const created = await save('482139');
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    expect((await save('4821', id)).statusCode).toBe(400);
    expect((await save('48213977', id)).statusCode).toBe(200);
  });

  it('a colleague’s four-digit PIN is refused for its length, never answered as already used', async () => {
    const res = await save(a.pins.Housekeeper as string);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('auth.pin_too_short');
    const probes = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from auth_failures where scope = 'pin-probe' and key = ${a.staffIds.FacilityAdministrator}`,
    );
    expect(probes.rows[0]?.n).toBe(0);
  });

  it('an existing four-digit PIN still signs in on a tablet', async () => {
    expect(a.pins.Housekeeper).toMatch(/^\d{4}$/);
    const res = await tabletSignIn(t, a.pins.Housekeeper as string);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().role).toBe('Housekeeper');
  });
});

describe('who needs a new PIN', () => {
  const listed = async (staffId: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/staff?facilityId=${a.siteIds[0]}`, headers: bearer(manager) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().staffMembers as { id: string; hasPin: boolean; pinNeedsReplacing: boolean }[]).find((m) => m.id === staffId);
  };

  it('a PIN set before lengths were kept is flagged until it signs in; a short one stays flagged, a six-digit one is not', async () => {
    const id = a.staffIds.Nursing as string;
    expect(await listed(id)).toMatchObject({ hasPin: true, pinNeedsReplacing: true });
    const signIn = await tabletSignIn(t, a.pins.Nursing as string);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(await listed(id)).toMatchObject({ pinNeedsReplacing: true });
    const created = await save('739146');
    expect(created.json()).toMatchObject({ hasPin: true, pinNeedsReplacing: false });
  });
});

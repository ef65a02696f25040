import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';

/**
 * A staff ID used at another site of the organization gave 'This staff ID is already
 * used for another staff member.' and the site manager could not see where. The answer now names the
 * site (for the staff ID and the email); the PIN's answer names nothing, since it would tell who has it.
 */

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let orgAdmin: string;

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  b = await createOrganization(t, 'Beta');
  orgAdmin = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
});
afterAll(() => t.close());

const save = (staffMember: Record<string, unknown>, token = orgAdmin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff',
    headers: bearer(token),
    payload: { staffMember: { firstName: 'Noa', lastName: 'Reyes', role: 'Housekeeper', facilityId: a.siteIds[1], ...staffMember } },
  });

describe('duplicate staff ID and email name the site that has them', () => {
  it('names the site of the staff member who has the staff ID, with the site as a parameter for translation', async () => {
    // The fixture's staff at site 0 ('Alpha North') have the staff IDs S-1 … S-7.
    const res = await save({ staffRefId: 's-2' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      code: 'duplicate.staff_id_at_site',
      message: 'This staff ID is already used for another staff member at Alpha North.',
      errors: [
        {
          field: 'staffRefId',
          code: 'duplicate.staff_id_at_site',
          message: 'This staff ID is already used for another staff member at Alpha North.',
          params: { site: 'Alpha North' },
        },
      ],
    });
  });

  it('names the site for an email of the organization, and nothing for another organization’s', async () => {
    const same = await save({ staffRefId: 'D-1', email: a.emails.Nursing });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('This email is already used for another staff member at Alpha North.');
    expect(same.json().errors[0]).toMatchObject({ field: 'email', params: { site: 'Alpha North' } });

    const foreign = await save({ staffRefId: 'D-2', email: b.emails.Nursing });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toMatchObject({
      code: 'duplicate.staff_email',
      message: 'This email is already used for another staff member.',
    });
    expect(foreign.body).not.toContain('Beta');
  });

  it('does not name the staff member’s own site when they keep their staff ID on an update', async () => {
    const created = await save({ staffRefId: 'D-3' });
    expect(created.statusCode, created.body).toBe(200);
    const kept = await save({ id: created.json().id, staffRefId: 'D-3', lastName: 'Reyes-Lopez' });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('keeps the PIN answer silent about who has it', async () => {
    // A colleague at another site ('Alpha North') with a six-digit PIN.
    expect((await save({ staffRefId: 'D-40', facilityId: a.siteIds[0], pinCode: '468024' })).statusCode).toBe(200);
    const res = await save({ staffRefId: 'D-4', pinCode: '468024' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This pin code is already used for another staff member.' });
    expect(res.body).not.toContain('Alpha North');
    expect(res.json().errors[0]?.params).toBeUndefined();
  });
});

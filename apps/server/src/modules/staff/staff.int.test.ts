import type { TStaffMemberInput } from '@carehome/contracts';
import { ZStaffMemberInput } from '@carehome/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith } from '../../../test/factories.ts';
import { authOf, login, type OrgFixture, type TestContext, testMeta } from '../../../test/harness.ts';
import { AppError } from '../../platform/errors.ts';
import { archiveStaffMember, createStaffMember, restoreStaffMember, updateStaffMember } from './staff.service.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let manager: Awaited<ReturnType<typeof authOf>>;

beforeAll(async () => {
  [t, a, b] = await contextWith(['Alpha', 'Beta']);
  manager = await authOf(t, await login(t, a.emails.FacilityAdministrator as string));
});
afterAll(() => t.close());

const input = (over: Partial<TStaffMemberInput> = {}) =>
  ZStaffMemberInput.parse({
    staffRefId: 'N-1',
    firstName: 'Ana',
    lastName: 'Lopez',
    role: 'Housekeeper',
    facilityId: a.siteIds[0],
    ...over,
  });

async function expectError(p: Promise<unknown>, status: number, message: string) {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).statusCode).toBe(status);
  expect((err as AppError).message).toBe(message);
}

describe('staff member uniqueness (staff ID, PIN and email each used once, with their duplicate messages)', () => {
  it('creates a staff member with a PIN and never returns the PIN', async () => {
    const s = await createStaffMember(
      t.ctx,
      manager,
      testMeta(manager),
      input({ staffRefId: 'U-1', pinCode: '753197', email: 'Ana@Test.Example' }),
    );
    expect(s).toMatchObject({ staffRefId: 'U-1', hasPin: true, email: 'ana@test.example', role: 'Housekeeper' });
    expect(JSON.stringify(s)).not.toContain('7531');
  });

  it('refuses a staff ID already used in the organization (case-insensitive), naming its site', async () => {
    await expectError(
      createStaffMember(t.ctx, manager, testMeta(manager), input({ staffRefId: 'u-1' })),
      409,
      'This staff ID is already used for another staff member at Alpha North.',
    );
  });

  it('refuses a PIN already used in the organization', async () => {
    await expectError(
      createStaffMember(t.ctx, manager, testMeta(manager), input({ staffRefId: 'U-2', pinCode: '753197' })),
      409,
      'This pin code is already used for another staff member.',
    );
  });

  it('refuses an email already used, in this organization (naming its site) or another (naming nothing)', async () => {
    await expectError(
      createStaffMember(t.ctx, manager, testMeta(manager), input({ staffRefId: 'U-3', email: 'ana@test.example' })),
      409,
      'This email is already used for another staff member at Alpha North.',
    );
    await expectError(
      createStaffMember(t.ctx, manager, testMeta(manager), input({ staffRefId: 'U-4', email: b.emails.Nursing })),
      409,
      'This email is already used for another staff member.',
    );
  });

  it('allows the same staff ID and PIN in another organization', async () => {
    const other = await authOf(t, await login(t, b.emails.FacilityAdministrator as string));
    const s = await createStaffMember(t.ctx, other, testMeta(other), {
      ...input({ staffRefId: 'U-1', pinCode: '753197' }),
      facilityId: b.siteIds[0],
    });
    expect(s.hasPin).toBe(true);
  });

  it("refuses a malformed PIN with 'Invalid pin number'", async () => {
    await expectError(
      createStaffMember(t.ctx, manager, testMeta(manager), input({ staffRefId: 'U-5', pinCode: '12a' })),
      400,
      'Invalid pin number',
    );
  });
});

describe('staff member permissions', () => {
  it('does not let a staff manager create or edit a higher role', async () => {
    await expectError(
      createStaffMember(t.ctx, manager, testMeta(manager), input({ staffRefId: 'U-6', role: 'MultiFacilityAdministrator' })),
      403,
      'You cannot edit someone whose role is higher than yours.',
    );
    await expectError(
      updateStaffMember(t.ctx, manager, testMeta(manager), a.staffIds.MultiFacilityAdministrator as string, input({ staffRefId: 'S-1' })),
      403,
      'You cannot edit someone whose role is higher than yours.',
    );
  });

  it("refuses to archive oneself: 'You have cannot archive yourself'", async () => {
    await expectError(archiveStaffMember(t.ctx, manager, testMeta(manager), manager.subjectId), 403, 'You have cannot archive yourself');
  });

  it('treats another site’s staff as not found for a site-level role', async () => {
    await expectError(archiveStaffMember(t.ctx, manager, testMeta(manager), a.staffIds['Housekeeper@1'] as string), 404, 'Not found');
  });

  it('archives and restores; an archived member cannot sign in until restored', async () => {
    const email = a.emails.Nursing as string;
    await archiveStaffMember(t.ctx, manager, testMeta(manager), a.staffIds.Nursing as string);
    await expect(login(t, email)).rejects.toThrow(/401/);
    const restored = await restoreStaffMember(t.ctx, manager, testMeta(manager), a.staffIds.Nursing as string);
    expect(restored.isArchived).toBe(false);
    expect((await login(t, email)).role).toBe('Nursing');
  });

  it('moves the sign-in email with the staff member', async () => {
    const s = await createStaffMember(t.ctx, manager, testMeta(manager), input({ staffRefId: 'U-9', email: 'first@test.example' }));
    await updateStaffMember(t.ctx, manager, testMeta(manager), s.id, input({ staffRefId: 'U-9', email: 'second@test.example' }));
    const again = await createStaffMember(t.ctx, manager, testMeta(manager), input({ staffRefId: 'U-10', email: 'first@test.example' }));
    expect(again.email).toBe('first@test.example');
  });
});

describe('GET /staff/me', () => {
  it('answers a housekeeper their own record', async () => {
    const housekeeper = await login(t, a.emails.Housekeeper as string);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: { authorization: `Bearer ${housekeeper.token.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().staffMember).toMatchObject({ id: a.staffIds.Housekeeper, role: 'Housekeeper', restrictedArea: null });
  });
});

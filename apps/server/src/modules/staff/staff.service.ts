import { type TEventType, type TLanguage, type TStaffMember, type TStaffMemberValues, ZLanguage, ZRole } from '@carehome/contracts';
import { canManageRole, checkNewPin, NEW_PIN_MIN_LENGTH, pinNeedsReplacing, seesAllSitesOfOrganization } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { pinHmac } from '../../platform/auth/pin.ts';
import { revokeSessionsOf } from '../../platform/auth/sessions.repository.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { findSite } from '../../platform/db/site-rows.ts';
import { AppError, fieldError, notFound, uniqueViolation } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { getOrganization, inviteToSetPassword } from '../auth/index.ts';
import {
  findStaffMember,
  insertStaffMember,
  listStaffMembers,
  replaceDirectoryEmail,
  type StaffRow,
  siteOfDuplicate,
  updateStaffMemberRow,
} from './staff.repository.ts';

/**
 * A staff member's email is unique in the organization and among all sign-in emails; either index
 * answers 'This email is already used', on the form's `field`. Any save that writes a staff member's
 * email answers with it (the organization's sponsor too).
 */
export function staffEmailDuplicates<F extends string>(field: F) {
  return {
    staff_members_email_unique: { field, code: 'duplicate.staff_email' },
    login_directory_pkey: { field, code: 'duplicate.staff_email' },
  } as const;
}

/** Unique indexes and the duplicate message each one stands for. */
const UNIQUE = {
  ...staffEmailDuplicates('email'),
  staff_members_staff_ref_unique: { field: 'staffRefId', code: 'duplicate.staff_id' },
  staff_members_pin_unique: { field: 'pinCode', code: 'duplicate.pin' },
} as const;

export function toStaffMember(row: StaffRow): TStaffMember {
  return {
    id: row.id,
    staffRefId: row.staffRefId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    hasPin: row.pinHmac !== null,
    pinNeedsReplacing: pinNeedsReplacing(row.pinHmac !== null, row.pinLength),
    hasPassword: row.passwordHash !== null,
    role: ZRole.parse(row.role) as TStaffMember['role'],
    position: row.position,
    facilityId: row.facilityId,
    isArchived: row.isArchived,
    restrictedArea: row.restrictedArea,
    restrictedAreaAssignmentId: row.restrictedAreaAssignmentId,
    offsiteAuthentication: row.offsiteAuthentication,
    emailNotifications: row.emailNotifications,
    language: ZLanguage.safeParse(row.language).data ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Site-level roles manage only their own site's staff; another site's staff member is "not found". */
function assertInScope(auth: TenantAuth, facilityId: string): void {
  if (!seesAllSitesOfOrganization(auth.role) && facilityId !== auth.facilityId) throw notFound();
}

function pinValue(ctx: AppContext, tenantId: string, pin: string | null | undefined): string | null | undefined {
  if (pin === undefined) return undefined;
  if (pin === null || pin === '') return null;
  const problem = checkNewPin(pin);
  if (problem === 'too_short') throw fieldError('pinCode', 'auth.pin_too_short', 400, { min: NEW_PIN_MIN_LENGTH });
  if (problem !== null) throw fieldError('pinCode', 'auth.invalid_pin');
  return pinHmac(ctx.secrets.pinPepper, tenantId, pin);
}

/** A site id of another organization is "not found" (RLS hides it), never a foreign-key error. */
async function assertSiteExists(tx: Executor, facilityId: string): Promise<void> {
  if (!(await findSite(tx, facilityId))) throw notFound();
}

/** The duplicate messages that may say where: the other staff member's site, so a site manager can find them. */
const AT_SITE = { 'duplicate.staff_id': 'duplicate.staff_id_at_site', 'duplicate.staff_email': 'duplicate.staff_email_at_site' } as const;

/**
 * Runs a staff save and answers a duplicate with its message ('This staff ID is already used for another
 * staff member.'). A staff ID or email already used at another site of the organization names that site,
 * so a site manager can find it (an email of another organization names nothing). The PIN's answer never names anyone: it would
 * tell who has that PIN.
 */
async function translateUnique<T>(
  ctx: AppContext,
  auth: TenantAuth,
  values: { staffRefId: string; email?: string | null | undefined },
  selfId: string | undefined,
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const plain = uniqueViolation(err, UNIQUE);
    if (!plain) throw err;
    const code = plain.code;
    if (code !== 'duplicate.staff_id' && code !== 'duplicate.staff_email') throw plain;
    const by = code === 'duplicate.staff_id' ? { staffRefId: values.staffRefId } : values.email ? { email: values.email } : undefined;
    const site = by && (await withTenant(ctx.database.db, auth.tenantId, (tx) => siteOfDuplicate(tx, by, selfId)));
    throw site ? fieldError(plain.errors[0]?.field ?? '', AT_SITE[code], 409, { site }) : plain;
  }
}

async function loadManageable(tx: Executor, auth: TenantAuth, id: string): Promise<StaffRow> {
  const row = await findStaffMember(tx, id);
  if (!row) throw notFound();
  assertInScope(auth, row.facilityId);
  const role = ZRole.parse(row.role);
  if (!canManageRole(auth.role, role)) throw new AppError(403, 'permission.higher_role');
  return row;
}

/** Records an event about one staff member, at their site. */
function recordStaffEvent(tx: Executor, meta: RequestMeta, auth: TenantAuth, facilityId: string, type: TEventType, id: string) {
  return recordEvent(tx, { ...fromRequestIn(meta, auth), facilityId, type, subjectType: 'staff', subjectId: id });
}

type StaffValues = Omit<TStaffMemberValues, 'pinCode'>;

/**
 * What a staff member's create and update share: the caller may give the role and works at the site,
 * `write` stores the values (and answers the staff member's id), the event is recorded and a duplicate
 * is answered with its message. `id` is the staff member updated, none for a new one.
 */
async function saveStaff(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TStaffMemberValues,
  id: string | undefined,
  write: (tx: Executor, values: StaffValues, pinCode: string | null | undefined) => Promise<string>,
): Promise<TStaffMember> {
  if (!canManageRole(auth.role, input.role)) throw new AppError(403, 'permission.higher_role');
  assertInScope(auth, input.facilityId);
  const { pinCode, ...values } = input;
  return translateUnique(ctx, auth, input, id, () =>
    withTenant(ctx.database.db, auth.tenantId, async (tx) => {
      const savedId = await write(tx, values, pinCode);
      await recordStaffEvent(tx, meta, auth, values.facilityId, id ? 'staff.updated' : 'staff.created', savedId);
      return toStaffMember((await findStaffMember(tx, savedId)) as StaffRow);
    }),
  );
}

export async function createStaffMember(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TStaffMemberValues,
): Promise<TStaffMember> {
  return saveStaff(ctx, auth, meta, input, undefined, async (tx, values, pinCode) => {
    await assertSiteExists(tx, values.facilityId);
    return insertStaffMember(tx, {
      ...values,
      tenantId: auth.tenantId,
      pinHmac: pinValue(ctx, auth.tenantId, pinCode) ?? null,
      pinLength: pinCode ? pinCode.length : null,
    });
  });
}

export async function updateStaffMember(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  id: string,
  input: TStaffMemberValues,
): Promise<TStaffMember> {
  return saveStaff(ctx, auth, meta, input, id, async (tx, values, pinCode) => {
    const before = await loadManageable(tx, auth, id);
    await assertSiteExists(tx, values.facilityId);
    const pin = pinValue(ctx, auth.tenantId, pinCode);
    const pinFields = pin !== undefined ? { pinHmac: pin, pinLength: pin === null ? null : (pinCode as string).length } : {};
    await updateStaffMemberRow(tx, id, { ...values, ...pinFields });
    if (before.email !== values.email) await replaceDirectoryEmail(tx, auth.tenantId, id, values.email);
    // A new role or site takes effect at the next sign-in; open sessions end now.
    if (before.role !== values.role || before.facilityId !== values.facilityId) await revokeSessionsOf(tx, id, 'role-changed');
    return id;
  });
}

/** Archives a staff member: they can no longer sign in, and their open sessions end. */
export async function archiveStaffMember(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, id: string): Promise<TStaffMember> {
  if (auth.kind === 'staff' && auth.subjectId === id) throw new AppError(403, 'permission.archive_self');
  return setArchived(ctx, auth, meta, id, true);
}

export async function restoreStaffMember(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, id: string): Promise<TStaffMember> {
  return setArchived(ctx, auth, meta, id, false);
}

async function setArchived(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, id: string, archived: boolean): Promise<TStaffMember> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const row = await loadManageable(tx, auth, id);
    await updateStaffMemberRow(tx, id, { isArchived: archived });
    if (archived) await revokeSessionsOf(tx, id, 'archived');
    await recordStaffEvent(tx, meta, auth, row.facilityId, archived ? 'staff.archived' : 'staff.restored', id);
    return toStaffMember({ ...row, isArchived: archived });
  });
}

/** The staff list: a site-level role sees its own site's staff; organization-wide roles any site. */
export async function listStaff(
  ctx: AppContext,
  auth: TenantAuth,
  opts: { facilityId?: string | undefined; includeArchived: boolean },
): Promise<TStaffMember[]> {
  const facilityId = seesAllSitesOfOrganization(auth.role) ? opts.facilityId : (auth.facilityId ?? undefined);
  if (opts.facilityId && facilityId !== opts.facilityId) throw notFound();
  const rows = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (facilityId) await assertSiteExists(tx, facilityId);
    return listStaffMembers(tx, { facilityId, includeArchived: opts.includeArchived });
  });
  return rows.map(toStaffMember);
}

/** The signed-in staff member's own record (null for system users): the dashboard reads its restricted area. */
export async function ownStaffRecord(ctx: AppContext, auth: TenantAuth): Promise<TStaffMember | null> {
  if (auth.kind !== 'staff') return null;
  const row = await withTenant(ctx.database.db, auth.tenantId, (tx) => findStaffMember(tx, auth.subjectId));
  return row ? toStaffMember(row) : null;
}

/**
 * Mails a staff member with an email a link to set their password (first sign-in, or a forgotten one), in
 * their own language when it is known (set on the staff form or by a sign-in), else in `language` (the inviter's).
 */
export async function inviteStaffMember(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  id: string,
  language: TLanguage = 'en',
): Promise<void> {
  await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const row = await loadManageable(tx, auth, id);
    if (!row.email || row.isArchived) throw fieldError('id', 'validation.invalid');
    const org = await getOrganization(tx, auth.tenantId);
    await inviteToSetPassword(
      ctx,
      tx,
      {
        kind: 'staff',
        id,
        email: row.email,
        tenantId: auth.tenantId,
        name: `${row.firstName} ${row.lastName}`,
        organization: org?.name ?? null,
      },
      ZLanguage.safeParse(row.language).data ?? language,
    );
    await recordStaffEvent(tx, meta, auth, row.facilityId, 'staff.invited', id);
  });
}

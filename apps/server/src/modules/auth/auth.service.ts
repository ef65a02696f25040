import { type TAccessibleSites, type TAccountInfo, type TLanguage, type TRole, ZRole } from '@carehome/contracts';
import { seesAllSitesOfOrganization } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { AuthContext } from '../../platform/auth/session.types.ts';
import {
  createSession,
  retireSession,
  revokeSession,
  revokeSessionsOf,
  updateSessionScope,
} from '../../platform/auth/sessions.repository.ts';
import { clearFailures, lockedForSeconds, RULES, recordFailure } from '../../platform/auth/throttle.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { type Executor, withPlatform, withTenant } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { buildAccountInfo } from './account-info.ts';
import { passwordResetMail } from './auth.mail.ts';
import {
  type DirectoryEntry,
  findDirectoryEntry,
  findUsablePasswordReset,
  firstSiteOf,
  getSite,
  getStaffMember,
  getSystemUser,
  insertPasswordReset,
  listOrganizations,
  listSites,
  markPasswordResetsUsed,
  setStaffPassword,
  setSystemUserPassword,
} from './auth.repository.ts';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Someone who can sign in, as loaded for a sign-in or a password change. */
interface Subject {
  kind: 'system' | 'staff';
  id: string;
  email: string;
  role: TRole;
  displayName: string;
  staffRefId: string | null;
  tenantId: string | null;
  facilityId: string | null;
  passwordHash: string | null;
  archived: boolean;
}

async function loadSubject(app: AppContext, entry: DirectoryEntry | undefined): Promise<Subject | undefined> {
  if (!entry) return undefined;
  const { db } = app.database;
  if (entry.kind === 'system') {
    const u = await getSystemUser(db, entry.subjectId);
    const role = ZRole.safeParse(u?.role);
    if (!u || !role.success) return undefined;
    return {
      kind: 'system',
      id: u.id,
      email: u.email,
      role: role.data,
      displayName: u.name || u.email,
      staffRefId: null,
      tenantId: null,
      facilityId: null,
      passwordHash: u.passwordHash,
      archived: u.isArchived,
    };
  }
  if (!entry.tenantId) return undefined;
  const s = await withTenant(db, entry.tenantId, (tx) => getStaffMember(tx, entry.subjectId));
  const role = ZRole.safeParse(s?.role);
  if (!s || !role.success) return undefined;
  return {
    kind: 'staff',
    id: s.id,
    email: s.email ?? entry.email,
    role: role.data,
    displayName: `${s.firstName} ${s.lastName}`.trim(),
    staffRefId: s.staffRefId,
    tenantId: s.tenantId,
    facilityId: s.facilityId,
    passwordHash: s.passwordHash,
    archived: s.isArchived,
  };
}

/** Writes an event in the organization's transaction when there is one, else as a platform-level row. */
export async function recordAuthEvent(app: AppContext, tenantId: string | null, fn: (tx: Executor) => Promise<void>): Promise<void> {
  if (tenantId) await withTenant(app.database.db, tenantId, fn);
  else await app.database.db.transaction(fn);
}

/** A system user starts in the first organization and site (by name) until they switch. */
async function defaultScopeForSystemUser(app: AppContext): Promise<{ tenantId: string | null; facilityId: string | null }> {
  return withPlatform(app.database.db, async (tx) => {
    const [org] = await listOrganizations(tx);
    if (!org) return { tenantId: null, facilityId: null };
    return { tenantId: org.id, facilityId: await firstSiteOf(tx, org.id) };
  });
}

/** POST auth/login: email and password, throttled per account and per address. */
export async function login(app: AppContext, meta: RequestMeta, rawEmail: string, password: string): Promise<TAccountInfo> {
  const email = normalizeEmail(rawEmail);
  const { db } = app.database;
  const accountWait = await lockedForSeconds(db, RULES.account, email);
  const addressWait = meta.ip ? await lockedForSeconds(db, RULES.address, meta.ip) : 0;
  const entry = await findDirectoryEntry(db, email);
  const tenantId = entry?.tenantId ?? null;
  const base = { ...fromRequest(meta), tenantId, subjectType: 'account', subjectId: entry?.subjectId ?? null };

  if (accountWait || addressWait) {
    await recordAuthEvent(app, tenantId, (tx) =>
      recordEvent(tx, { ...base, type: 'auth.login.locked', data: { email, scope: accountWait ? 'account' : 'address' } }),
    );
    const code = accountWait ? 'auth.account_locked' : 'auth.address_locked';
    throw new AppError(429, code, [], {}, Math.max(accountWait, addressWait));
  }

  const subject = await loadSubject(app, entry);
  const ok = (await verifyPassword(subject?.passwordHash, password)) && subject !== undefined && !subject.archived;
  if (!ok || !subject) {
    await recordFailure(db, 'account', email);
    if (meta.ip) await recordFailure(db, 'address', meta.ip);
    const reason = !subject ? 'unknown-account' : subject.archived ? 'archived' : 'wrong-password';
    await recordAuthEvent(app, tenantId, (tx) => recordEvent(tx, { ...base, type: 'auth.login.failed', data: { email, reason } }));
    throw new AppError(401, 'auth.invalid_credentials');
  }
  await clearFailures(db, 'account', email);

  const scope =
    subject.kind === 'system' ? await defaultScopeForSystemUser(app) : { tenantId: subject.tenantId, facilityId: subject.facilityId };
  const session = await createSession(db, {
    kind: subject.kind,
    subjectId: subject.id,
    email: subject.email,
    displayName: subject.displayName,
    staffRefId: subject.staffRefId,
    role: subject.role,
    ...scope,
    deviceId: meta.deviceId,
    ip: meta.ip,
    userAgent: meta.userAgent,
    ttlMinutes: app.config.sessionTtlMinutes,
  });
  await recordAuthEvent(app, scope.tenantId, (tx) =>
    recordEvent(tx, {
      ...fromRequest(meta),
      actorKind: subject.kind,
      actorId: subject.id,
      sessionId: session.id,
      tenantId: scope.tenantId,
      facilityId: scope.facilityId,
      type: 'auth.login.succeeded',
      subjectType: 'account',
      subjectId: subject.id,
      data: { email },
    }),
  );
  return buildAccountInfo(db, {
    ...subject,
    ...scope,
    subjectId: subject.id,
    token: session.token,
    expiresAt: session.expiresAt,
    deviceId: meta.deviceId,
  });
}

export async function logout(app: AppContext, auth: AuthContext, meta: RequestMeta): Promise<void> {
  await revokeSession(app.database.db, auth.sessionId, 'logout');
  await recordAuthEvent(app, auth.tenantId, (tx) =>
    recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId: auth.facilityId,
      type: 'auth.logout',
      subjectType: 'account',
      subjectId: auth.subjectId,
    }),
  );
}

/** POST auth/refresh: a new token with a new expiration; the old one works for one more minute. */
export async function refresh(app: AppContext, auth: AuthContext, meta: RequestMeta): Promise<TAccountInfo> {
  const { db } = app.database;
  const session = await createSession(db, {
    ...auth,
    ip: meta.ip,
    userAgent: meta.userAgent,
    ttlMinutes: app.config.sessionTtlMinutes,
  });
  await retireSession(db, auth.sessionId);
  return buildAccountInfo(db, { ...auth, token: session.token, expiresAt: session.expiresAt });
}

async function rescope(
  app: AppContext,
  auth: AuthContext,
  meta: RequestMeta & { token: string },
  tenantId: string,
  facilityId: string | null,
  type: string,
) {
  const { db } = app.database;
  await updateSessionScope(db, auth.sessionId, { tenantId, facilityId });
  await withTenant(db, tenantId, (tx) =>
    recordEvent(tx, { ...fromRequest(meta), tenantId, facilityId, type, subjectType: 'session', subjectId: auth.sessionId }),
  );
  return buildAccountInfo(db, { ...auth, tenantId, facilityId, token: meta.token, expiresAt: auth.expiresAt });
}

/** POST auth/switchTenant: system users only; lands on the organization's first site. */
export async function switchTenant(
  app: AppContext,
  auth: AuthContext,
  meta: RequestMeta & { token: string },
  tenantId: string,
): Promise<TAccountInfo> {
  // A staff member belongs to one organization: any other organization id is "not found".
  if (auth.kind !== 'system') {
    if (tenantId !== auth.tenantId) throw notFound();
    return buildAccountInfo(app.database.db, { ...auth, token: meta.token, expiresAt: auth.expiresAt });
  }
  const target = await withPlatform(app.database.db, async (tx) => {
    const orgs = await listOrganizations(tx);
    const org = orgs.find((o) => o.id === tenantId);
    return org ? { facilityId: await firstSiteOf(tx, org.id) } : undefined;
  });
  if (!target) throw notFound();
  return rescope(app, auth, meta, tenantId, target.facilityId, 'auth.tenant.switched');
}

/** POST auth/switchFacility: a site of the current organization the account may work in. */
export async function switchFacility(
  app: AppContext,
  auth: AuthContext,
  meta: RequestMeta & { token: string },
  facilityId: string,
): Promise<TAccountInfo> {
  if (!auth.tenantId) throw notFound();
  const site = await withTenant(app.database.db, auth.tenantId, (tx) => getSite(tx, facilityId));
  if (!site) throw notFound();
  if (auth.kind === 'staff' && !seesAllSitesOfOrganization(auth.role)) {
    const staff = await withTenant(app.database.db, auth.tenantId, (tx) => getStaffMember(tx, auth.subjectId));
    if (staff?.facilityId !== facilityId) throw new AppError(403, 'auth.no_site_access');
  }
  return rescope(app, auth, meta, auth.tenantId, site.id, 'auth.facility.switched');
}

/** Organizations and sites the account may switch to (for the site and organization switch). */
export async function accessibleSites(app: AppContext, auth: AuthContext): Promise<TAccessibleSites> {
  const { db } = app.database;
  if (auth.kind === 'system') {
    return withPlatform(db, async (tx) => ({ organizations: await listOrganizations(tx), sites: await listSites(tx) }));
  }
  if (!auth.tenantId) return { organizations: [], sites: [] };
  const tenantId = auth.tenantId;
  return withTenant(db, tenantId, async (tx) => {
    const orgs = await listOrganizations(tx);
    let sites = await listSites(tx);
    if (!seesAllSitesOfOrganization(auth.role)) {
      const staff = await getStaffMember(tx, auth.subjectId);
      sites = sites.filter((s) => s.id === staff?.facilityId);
    }
    return { organizations: orgs, sites };
  });
}

const RESET_TTL_MINUTES = 60;

/** Only links to our own origin go into mail: a reset link pointing elsewhere would leak the token. */
function resetLinkBase(app: AppContext, requested: string | undefined): string {
  const fallback = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
  if (!requested) return fallback;
  try {
    const url = new URL(requested);
    const allowed = app.config.publicUrl
      ? url.origin === new URL(app.config.publicUrl).origin
      : ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return allowed ? url.origin : fallback;
  } catch {
    return fallback;
  }
}

/** POST auth/resetpassword: mails a one-time link to /confirm-password/{hash}; never says whether the email exists. */
export async function requestPasswordReset(
  app: AppContext,
  meta: RequestMeta,
  input: { email: string; language?: TLanguage | undefined; resetUrl?: string | undefined },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const { db } = app.database;
  const busy =
    (await lockedForSeconds(db, RULES.resetEmail, email)) || (meta.ip ? await lockedForSeconds(db, RULES.resetAddress, meta.ip) : 0);
  if (busy) throw new AppError(429, 'rate_limited', [], {}, busy);
  await recordFailure(db, 'reset-email', email);
  if (meta.ip) await recordFailure(db, 'reset-address', meta.ip);

  const entry = await findDirectoryEntry(db, email);
  const subject = await loadSubject(app, entry);
  const tenantId = entry?.tenantId ?? null;
  await recordAuthEvent(app, tenantId, async (tx) => {
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId,
      type: 'auth.password_reset.requested',
      subjectType: 'account',
      subjectId: subject?.id ?? null,
      data: { email, known: Boolean(subject && !subject.archived) },
    });
    if (!subject || subject.archived) return;
    const token = newToken();
    await insertPasswordReset(tx, {
      tokenHash: hashToken(token),
      email,
      kind: subject.kind,
      subjectId: subject.id,
      tenantId,
      expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
    });
    const link = `${resetLinkBase(app, input.resetUrl)}/confirm-password/${token}`;
    await enqueueMail(tx, { tenantId, to: [subject.email], ...passwordResetMail(input.language ?? 'en', link) });
  });
}

/** POST auth/confirmpassword: sets the password from a valid link; signs the person out everywhere. */
export async function confirmPasswordReset(
  app: AppContext,
  meta: RequestMeta,
  input: { email: string; password: string; hash: string },
): Promise<void> {
  const { db } = app.database;
  const reset = await findUsablePasswordReset(db, hashToken(input.hash));
  if (!reset || reset.email !== normalizeEmail(input.email)) throw new AppError(400, 'auth.reset_failed');
  assertAcceptablePassword(input.password, 'confirmPassword.password');
  const passwordHash = await hashPassword(input.password);
  const write = async (tx: Executor) => {
    if (reset.kind === 'system') await setSystemUserPassword(tx, reset.subjectId, passwordHash);
    else await setStaffPassword(tx, reset.subjectId, passwordHash);
    await markPasswordResetsUsed(tx, reset.subjectId);
    await revokeSessionsOf(tx, reset.subjectId, 'password-changed');
    await recordEvent(tx, {
      ...fromRequest(meta),
      actorKind: reset.kind,
      actorId: reset.subjectId,
      tenantId: reset.tenantId,
      type: 'auth.password_reset.completed',
      subjectType: 'account',
      subjectId: reset.subjectId,
    });
  };
  if (reset.tenantId) await withTenant(db, reset.tenantId, write);
  else await db.transaction(write);
}

import type { TAccountInfo, TLanguage } from '@carehome/contracts';
import { seesAllSitesOfOrganization } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { isKnownSource, rememberSources } from '../../platform/auth/known-sources.repository.ts';
import { signInSources } from '../../platform/auth/known-sources.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { AuthContext, DeviceContext } from '../../platform/auth/session.types.ts';
import { createSession, lockSessionForRefresh, retireSession, revokeFamilyOf } from '../../platform/auth/sessions.repository.ts';
import { type Attempt, RULES, reserve } from '../../platform/auth/throttle.ts';
import { withPlatform } from '../../platform/db/database.ts';
import { findSite } from '../../platform/db/site-rows.ts';
import { AppError, unauthenticated } from '../../platform/errors.ts';
import { fromRequest, fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { buildAccountInfo } from './account-info.ts';
import { findDirectoryEntry, firstSiteOf, listOrganizations, rememberStaffLanguage } from './auth.repository.ts';
import { loadSubject, normalizeEmail, recordAuthEvent, type Subject } from './subjects.ts';

/**
 * A system user starts in the organization and site they last switched to, while both still exist
 * (a site that is gone: the organization's first site); otherwise in the first organization by name.
 */
async function defaultScopeForSystemUser(
  app: AppContext,
  last: Subject['lastScope'],
): Promise<{ tenantId: string | null; facilityId: string | null }> {
  return withPlatform(app.database.db, async (tx) => {
    const orgs = await listOrganizations(tx);
    const org = orgs.find((o) => o.id === last.tenantId) ?? orgs[0];
    if (!org) return { tenantId: null, facilityId: null };
    const lastSite = org.id === last.tenantId && last.facilityId ? await findSite(tx, last.facilityId) : undefined;
    return { tenantId: org.id, facilityId: lastSite?.tenantId === org.id ? lastSite.id : await firstSiteOf(tx, org.id) };
  });
}

/**
 * Offsite authentication: a staff member without it signs in by password only on a registered tablet
 * of their site (an organization-wide role: of any site of the organization). System users are not
 * staff and are not bound to a site.
 */
export function passwordSignInAllowedHere(
  subject: Pick<Subject, 'kind' | 'offsite' | 'tenantId' | 'facilityId' | 'role'>,
  device: DeviceContext | null,
): boolean {
  if (subject.kind !== 'staff' || subject.offsite) return true;
  if (!device || device.tenantId !== subject.tenantId) return false;
  return device.facilityId === subject.facilityId || seesAllSitesOfOrganization(subject.role);
}

/**
 * The limits a password sign-in counts against (platform/auth/throttle.ts): the account from this
 * place (a registered tablet, else the address), the address over all accounts, and the account from
 * anywhere, which a place the account signed in from before skips: a stranger who hammers an account
 * slows it down for strangers only.
 */
function loginAttempts(email: string, meta: RequestMeta, device: DeviceContext | null, known: boolean): Attempt[] {
  const place = device ? `device:${device.id}` : `address:${meta.ip ?? 'unknown'}`;
  return [
    { rule: RULES.loginPair, key: `${email}|${place}` },
    ...(meta.ip ? [{ rule: RULES.loginAddress, key: meta.ip }] : []),
    ...(known ? [] : [{ rule: RULES.loginAccount, key: email }]),
  ];
}

/** POST auth/login: email and password, throttled (see `loginAttempts`), offsite authentication enforced. */
export async function login(
  app: AppContext,
  meta: RequestMeta,
  device: DeviceContext | null,
  rawEmail: string,
  password: string,
  /** The language the app shows (Accept-Language), remembered for a staff member's notification mails. */
  language: TLanguage | null = null,
): Promise<TAccountInfo> {
  const email = normalizeEmail(rawEmail);
  const { db } = app.database;
  const entry = await findDirectoryEntry(db, email);
  const tenantId = entry?.tenantId ?? null;
  const base = { ...fromRequest(meta), tenantId, subjectType: 'account', subjectId: entry?.subjectId ?? null };
  const sources = signInSources(app.secrets.pinPepper, { ip: meta.ip, deviceId: device?.id ?? null });
  const known = entry ? await isKnownSource(db, entry.subjectId, sources) : false;

  // The attempt takes its place before the password is checked, so concurrent guesses cannot overrun a limit.
  const attempt = await reserve(db, loginAttempts(email, meta, device, known));
  if (!attempt.ok) {
    const scope = attempt.rule.scope;
    await recordAuthEvent(app, tenantId, (tx) => recordEvent(tx, { ...base, type: 'auth.login.locked', data: { email, scope } }));
    const code = attempt.rule === RULES.loginAddress ? 'auth.address_locked' : 'auth.account_locked';
    throw new AppError(429, code, [], {}, attempt.retryAfterSeconds);
  }

  const subject = await loadSubject(app, entry);
  const ok = (await verifyPassword(subject?.passwordHash, password)) && subject !== undefined && !subject.archived;
  if (!ok || !subject) {
    const reason = !subject ? 'unknown-account' : subject.archived ? 'archived' : 'wrong-password';
    await recordAuthEvent(app, tenantId, (tx) => recordEvent(tx, { ...base, type: 'auth.login.failed', data: { email, reason } }));
    throw new AppError(401, 'auth.invalid_credentials');
  }
  // The right password is not a failure: its places go back.
  await attempt.release();
  if (!passwordSignInAllowedHere(subject, device)) {
    await recordAuthEvent(app, tenantId, (tx) =>
      recordEvent(tx, { ...base, type: 'auth.login.refused', data: { email, reason: device ? 'device-of-another-site' : 'offsite' } }),
    );
    throw new AppError(403, 'auth.offsite_not_allowed');
  }

  const scope =
    subject.kind === 'system'
      ? await defaultScopeForSystemUser(app, subject.lastScope)
      : { tenantId: subject.tenantId, facilityId: subject.facilityId };
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
    maxAgeMinutes: app.config.sessionMaxAgeMinutes,
  });
  await rememberSources(db, subject.id, sources);
  await recordAuthEvent(app, scope.tenantId, async (tx) => {
    if (subject.kind === 'staff' && language) await rememberStaffLanguage(tx, subject.id, language);
    await recordEvent(tx, {
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
    });
  });
  return buildAccountInfo(db, {
    ...subject,
    ...scope,
    subjectId: subject.id,
    token: session.token,
    expiresAt: session.expiresAt,
    deviceId: meta.deviceId,
  });
}

/** POST auth/logout: ends this sign-in, including a refreshed-away token still in its grace minute. */
export async function logout(app: AppContext, auth: AuthContext, meta: RequestMeta): Promise<void> {
  await revokeFamilyOf(app.database.db, auth.sessionId, 'logout');
  await recordAuthEvent(app, auth.tenantId, (tx) =>
    recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: auth.facilityId,
      type: 'auth.logout',
      subjectType: 'account',
      subjectId: auth.subjectId,
    }),
  );
}

/**
 * POST auth/refresh: a new token with a new expiration; the old one works for one more minute but can
 * never be refreshed again. A second refresh with it means two holders of one token (a stolen copy):
 * the whole sign-in (its family) is revoked and the caller gets 401. No session of a family lives past
 * its absolute lifetime (SESSION_MAX_AGE_HOURS from the sign-in); near that end a refresh that could not
 * extend anything answers the current token unchanged.
 */
export async function refresh(app: AppContext, auth: AuthContext, meta: RequestMeta & { token: string }): Promise<TAccountInfo> {
  const { db } = app.database;
  const outcome = await db.transaction(async (tx) => {
    const current = await lockSessionForRefresh(tx, auth.sessionId);
    if (!current || current.revokedAt) return { kind: 'gone' as const };
    if (current.refreshedAt) {
      await revokeFamilyOf(tx, auth.sessionId, 'refresh-reused');
      return { kind: 'reused' as const };
    }
    const family = { id: current.familyId, startedAt: current.familyStartedAt };
    const end = family.startedAt.getTime() + app.config.sessionMaxAgeMinutes * 60_000;
    if (end <= Date.now()) return { kind: 'gone' as const };
    if (end <= current.expiresAt.getTime()) return { kind: 'unchanged' as const };
    const session = await createSession(tx, {
      ...auth,
      ip: meta.ip,
      userAgent: meta.userAgent,
      ttlMinutes: app.config.sessionTtlMinutes,
      maxAgeMinutes: app.config.sessionMaxAgeMinutes,
      family,
    });
    await retireSession(tx, auth.sessionId);
    return { kind: 'refreshed' as const, session };
  });
  if (outcome.kind === 'gone') throw unauthenticated();
  if (outcome.kind === 'reused') {
    await recordAuthEvent(app, auth.tenantId, (tx) =>
      recordEvent(tx, {
        ...fromRequestIn(meta, auth),
        facilityId: auth.facilityId,
        type: 'auth.refresh.reused',
        subjectType: 'session',
        subjectId: auth.sessionId,
      }),
    );
    throw unauthenticated();
  }
  const next = outcome.kind === 'refreshed' ? outcome.session : { token: meta.token, expiresAt: auth.expiresAt };
  return buildAccountInfo(db, { ...auth, token: next.token, expiresAt: next.expiresAt });
}

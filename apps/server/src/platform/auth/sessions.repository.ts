import { ZRole } from '@carehome/contracts';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { devices, sessions } from '../../db/schema/auth.ts';
import type { Executor } from '../db/database.ts';
import type { AuthContext, DeviceContext } from './session.types.ts';
import { forgetSessionsHere, type SessionCache } from './session-cache.ts';
import { hashToken, newToken } from './tokens.ts';

export interface NewSession {
  kind: 'system' | 'staff';
  subjectId: string;
  email: string | null;
  displayName: string;
  staffRefId: string | null;
  role: string;
  tenantId: string | null;
  facilityId: string | null;
  deviceId: string | null;
  ip: string | null;
  userAgent: string | null;
  ttlMinutes: number;
  /** The absolute lifetime of a family: no session of it outlives its sign-in by more. */
  maxAgeMinutes: number;
  /** The family a refresh continues; a sign-in starts a new one. */
  family?: SessionFamily;
}

export interface SessionFamily {
  id: string;
  startedAt: Date;
}

/** The end of a new session: its time to live, but never past the family's absolute lifetime. */
export function sessionEnd(now: number, s: Pick<NewSession, 'ttlMinutes' | 'maxAgeMinutes' | 'family'>): Date {
  const start = s.family?.startedAt.getTime() ?? now;
  return new Date(Math.min(now + s.ttlMinutes * 60_000, start + s.maxAgeMinutes * 60_000));
}

/** The channel on which revoked session ids are announced (live-update sockets close on it). */
export const SESSIONS_CHANNEL = 'sessions';

/** Creates a session and returns its token (the only time the token exists in clear). */
export async function createSession(db: Executor, s: NewSession): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = sessionEnd(Date.now(), s);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      kind: s.kind,
      subjectId: s.subjectId,
      email: s.email,
      displayName: s.displayName,
      staffRefId: s.staffRefId,
      role: s.role,
      tenantId: s.tenantId,
      facilityId: s.facilityId,
      deviceId: s.deviceId,
      ip: s.ip,
      userAgent: s.userAgent?.slice(0, 300) ?? null,
      expiresAt,
      ...(s.family ? { familyId: s.family.id, familyStartedAt: s.family.startedAt } : {}),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, id: row.id, expiresAt };
}

/** The session of a bearer token, from `cache` when it holds it (see SessionCache for why that is safe). */
export async function findActiveSession(db: Executor, token: string, cache?: SessionCache): Promise<AuthContext | undefined> {
  const tokenHash = hashToken(token);
  const key = tokenHash.toString('base64');
  const cached = cache?.get(key);
  if (cached) return cached;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return undefined;
  const role = ZRole.safeParse(row.role);
  if (!role.success) return undefined;
  const auth: AuthContext = {
    sessionId: row.id,
    kind: row.kind,
    subjectId: row.subjectId,
    email: row.email,
    displayName: row.displayName,
    staffRefId: row.staffRefId,
    role: role.data,
    tenantId: row.tenantId,
    facilityId: row.facilityId,
    deviceId: row.deviceId,
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
  };
  cache?.put(key, auth);
  return auth;
}

/** Marks the session seen; callers do it at most once a minute (see `needsTouch`). */
export async function touchSession(db: Executor, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export function needsTouch(auth: AuthContext): boolean {
  return !auth.lastSeenAt || Date.now() - auth.lastSeenAt.getTime() > 60_000;
}

/**
 * Tells every app copy which sessions ended (`revoked`: their live-update sockets close at once) or
 * changed (`changed`: a refresh shortened it, a site switch moved it), in the caller's transaction
 * (delivered at commit), so no copy serves them from its session cache. This process forgets them at
 * once too. Chunks stay under NOTIFY's 8,000-byte payload limit.
 */
async function announceSessions(db: Executor, kind: 'revoked' | 'changed', ids: string[]): Promise<void> {
  forgetSessionsHere(ids);
  for (let i = 0; i < ids.length; i += 100) {
    await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify({ [kind]: ids.slice(i, i + 100) })})`);
  }
}

async function revokeWhere(db: Executor, where: SQL | undefined, reason: string): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(where, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await announceSessions(
    db,
    'revoked',
    rows.map((r) => r.id),
  );
}

export async function revokeSession(db: Executor, sessionId: string, reason: string): Promise<void> {
  await revokeWhere(db, eq(sessions.id, sessionId), reason);
}

/** Ends every session of one sign-in: the current token and any refreshed-away one still in its grace minute. */
export async function revokeFamilyOf(db: Executor, sessionId: string, reason: string): Promise<void> {
  await revokeWhere(db, sql`${sessions.familyId} = (select family_id from sessions where id = ${sessionId})`, reason);
}

/** Signs a person out everywhere (password change, archive, role change). */
export async function revokeSessionsOf(db: Executor, subjectId: string, reason: string): Promise<void> {
  await revokeWhere(db, eq(sessions.subjectId, subjectId), reason);
}

export async function revokeSessionsOfDevice(db: Executor, deviceId: string, reason: string): Promise<void> {
  await revokeWhere(db, eq(sessions.deviceId, deviceId), reason);
}

/** The session a refresh starts from, locked until the refresh commits (two refreshes of one token queue). */
export async function lockSessionForRefresh(tx: Executor, sessionId: string) {
  const [row] = await tx
    .select({
      revokedAt: sessions.revokedAt,
      refreshedAt: sessions.refreshedAt,
      expiresAt: sessions.expiresAt,
      familyId: sessions.familyId,
      familyStartedAt: sessions.familyStartedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for('update')
    .limit(1);
  return row;
}

/**
 * A refreshed token keeps working for a minute, so calls already in flight do not fail; it is marked
 * refreshed, so presenting it for a second refresh is recognised as a reuse.
 */
export async function retireSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({
      expiresAt: sql`least(${sessions.expiresAt}, now() + interval '60 seconds')`,
      refreshedAt: sql`now()`,
      revokedReason: 'refreshed',
    })
    .where(eq(sessions.id, sessionId));
  await announceSessions(db, 'changed', [sessionId]);
}

export async function updateSessionScope(
  db: Executor,
  sessionId: string,
  scope: { tenantId: string | null; facilityId: string | null },
): Promise<void> {
  await db.update(sessions).set(scope).where(eq(sessions.id, sessionId));
  await announceSessions(db, 'changed', [sessionId]);
}

export async function findActiveDevice(db: Executor, token: string): Promise<DeviceContext | undefined> {
  const [row] = await db
    .select({
      id: devices.id,
      tenantId: devices.tenantId,
      facilityId: devices.facilityId,
      name: devices.name,
      hardwareId: devices.hardwareId,
    })
    .from(devices)
    .where(and(eq(devices.tokenHash, hashToken(token)), isNull(devices.unregisteredAt)))
    .limit(1);
  return row;
}

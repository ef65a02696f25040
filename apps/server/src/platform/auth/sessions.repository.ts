import { ZRole } from '@carehome/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { devices, sessions } from '../../db/schema/auth.ts';
import type { Executor } from '../db/database.ts';
import type { AuthContext, DeviceContext } from './session.types.ts';
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
}

/** Creates a session and returns its token (the only time the token exists in clear). */
export async function createSession(db: Executor, s: NewSession): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + s.ttlMinutes * 60_000);
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
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, id: row.id, expiresAt };
}

export async function findActiveSession(db: Executor, token: string): Promise<AuthContext | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return undefined;
  const role = ZRole.safeParse(row.role);
  if (!role.success) return undefined;
  return {
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
}

/** Marks the session seen; callers do it at most once a minute (see `needsTouch`). */
export async function touchSession(db: Executor, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export function needsTouch(auth: AuthContext): boolean {
  return !auth.lastSeenAt || Date.now() - auth.lastSeenAt.getTime() > 60_000;
}

export async function revokeSession(db: Executor, sessionId: string, reason: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()`, revokedReason: reason }).where(eq(sessions.id, sessionId));
}

/** A refreshed token keeps working for a minute, so calls already in flight do not fail. */
export async function retireSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt: sql`least(${sessions.expiresAt}, now() + interval '60 seconds')`, revokedReason: 'refreshed' })
    .where(eq(sessions.id, sessionId));
}

/** Signs a person out everywhere (password change, archive, role change). */
export async function revokeSessionsOf(db: Executor, subjectId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfDevice(db: Executor, deviceId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.deviceId, deviceId), isNull(sessions.revokedAt)));
}

export async function updateSessionScope(
  db: Executor,
  sessionId: string,
  scope: { tenantId: string | null; facilityId: string | null },
): Promise<void> {
  await db.update(sessions).set(scope).where(eq(sessions.id, sessionId));
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

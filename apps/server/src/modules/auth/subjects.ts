import { type TRole, ZRole } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { type DirectoryEntry, getStaffMember, getSystemUser } from './auth.repository.ts';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Someone who can sign in, as loaded for a sign-in or a password change. */
export interface Subject {
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
  /** Staff only: may sign in by password away from the site's registered tablets. */
  offsite: boolean;
  /** System users only: the organization and site they last switched to. */
  lastScope: { tenantId: string | null; facilityId: string | null };
}

export async function loadSubject(app: AppContext, entry: DirectoryEntry | undefined): Promise<Subject | undefined> {
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
      offsite: true,
      lastScope: { tenantId: u.lastTenantId, facilityId: u.lastFacilityId },
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
    offsite: s.offsiteAuthentication,
    lastScope: { tenantId: null, facilityId: null },
  };
}

/** Writes an event in the organization's transaction when there is one, else as a platform-level row. */
export async function recordAuthEvent(app: AppContext, tenantId: string | null, fn: (tx: Executor) => Promise<void>): Promise<void> {
  if (tenantId) await withTenant(app.database.db, tenantId, fn);
  else await app.database.db.transaction(fn);
}

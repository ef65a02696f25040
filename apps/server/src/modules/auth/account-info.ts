import type { TAccountInfo, TRole } from '@carehome/contracts';
import { type Db, withTenant } from '../../platform/db/database.ts';
import { findSite } from '../../platform/db/site-rows.ts';
import { getOrganization } from './auth.repository.ts';

export interface SessionFacts {
  token: string;
  expiresAt: Date;
  kind: 'system' | 'staff';
  subjectId: string;
  email: string | null;
  role: TRole;
  displayName: string;
  staffRefId: string | null;
  tenantId: string | null;
  facilityId: string | null;
  deviceId: string | null;
}

/** Builds the account info a client keeps (token, email, role, organization, site, staff member) for a session, with the names of its organization and site. */
export async function buildAccountInfo(db: Db, s: SessionFacts): Promise<TAccountInfo> {
  let tenantName: string | null = null;
  let facility: TAccountInfo['facility'] = null;
  if (s.tenantId) {
    const tenantId = s.tenantId;
    const scope = await withTenant(db, tenantId, async (tx) => ({
      org: await getOrganization(tx, tenantId),
      site: s.facilityId ? await findSite(tx, s.facilityId) : undefined,
    }));
    tenantName = scope.org?.name ?? null;
    facility = scope.site ? { id: scope.site.id, name: scope.site.name, timeZone: scope.site.timeZone } : null;
  }
  return {
    token: { token: s.token, expiration: s.expiresAt.toISOString() },
    email: s.email,
    role: s.role,
    tenantId: s.tenantId,
    tenantName,
    facility,
    staffMember: s.kind === 'staff' ? { id: s.subjectId, name: s.displayName, staffRefId: s.staffRefId ?? '' } : null,
    deviceSession: s.deviceId !== null,
  };
}

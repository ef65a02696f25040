import type { TRole } from '@carehome/contracts';
import { seesAllSitesOfOrganization } from '@carehome/domain';
import { notFound } from '../errors.ts';
import type { AuthContext } from './session.types.ts';

/** A signed-in account working in one organization (the tenant every query of the request is bound to). */
export type TenantAuth = AuthContext & { tenantId: string };

/** Site-level roles work in their own site only: another site's id is "not found", never "forbidden". */
export function assertSiteVisible(auth: TenantAuth, facilityId: string): void {
  if (auth.kind === 'staff' && !seesAllSitesOfOrganization(auth.role) && auth.facilityId !== facilityId) throw notFound();
}

/** Whether the account sees a site: organization-wide roles and the platform see them all. */
export function seesSite(auth: TenantAuth, facilityId: string): boolean {
  return auth.kind === 'system' || seesAllSitesOfOrganization(auth.role) || auth.facilityId === facilityId;
}

/**
 * The account a background actor works as (a scheduled job, the care-records sync): a platform account of
 * one organization, named in the events and access logs it leaves. It is built here, in one place, so no
 * module forges a session of its own.
 */
export function systemActor(input: {
  /** Who acts, as events and access logs name it. */
  id: string;
  displayName: string;
  tenantId: string;
  facilityId: string | null;
  role?: TRole;
  /** How long the actor is valid; an actor lives for one run. */
  validForMs?: number;
}): TenantAuth {
  return {
    sessionId: input.id,
    kind: 'system',
    subjectId: input.id,
    email: null,
    displayName: input.displayName,
    staffRefId: null,
    role: input.role ?? 'MultiFacilityAdministrator',
    tenantId: input.tenantId,
    facilityId: input.facilityId,
    deviceId: null,
    expiresAt: new Date(Date.now() + (input.validForMs ?? 3_600_000)),
    lastSeenAt: null,
  };
}

/**
 * A staff member acting outside a request (the demo seed admits and moves residents as its nurse): the
 * staff account as a session of theirs would carry it, so what it writes names them like their own saves.
 */
export function staffActor(input: {
  staffId: string;
  displayName: string;
  role: TRole;
  tenantId: string;
  facilityId: string;
  /** Names the actor's session in what it leaves. */
  sessionId: string;
  expiresAt: Date;
}): TenantAuth {
  return {
    sessionId: input.sessionId,
    kind: 'staff',
    subjectId: input.staffId,
    email: null,
    displayName: input.displayName,
    staffRefId: null,
    role: input.role,
    tenantId: input.tenantId,
    facilityId: input.facilityId,
    deviceId: null,
    expiresAt: input.expiresAt,
    lastSeenAt: null,
  };
}

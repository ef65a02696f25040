import crypto from 'node:crypto';
import type { TRole } from '@carehome/contracts';
import { findDirectoryEntry } from '../modules/auth/index.ts';
import { insertConfig, starterConfiguration } from '../modules/housekeeping/index.ts';
import { insertOrganization } from '../modules/organizations/index.ts';
import { applyLayoutChanges, insertSite } from '../modules/sites/index.ts';
import { insertStaffMember } from '../modules/staff/index.ts';
import { insertSystemUser } from '../modules/system-users/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { pinHmac } from '../platform/auth/pin.ts';
import { hashToken } from '../platform/auth/tokens.ts';
import type { Db } from '../platform/db/database.ts';
import { recordEvent } from '../platform/events.ts';
import { enterOrganization, insertDemoDevice, isEmpty, lockForSeeding } from './demo.repository.ts';
import { seedDemoAtp } from './demo-atp.ts';
import { seedDemoAuditTargets } from './demo-audit-targets.ts';
import type { DemoStaff } from './demo-context.ts';
import { seedDemoHistory } from './demo-history.ts';
import { demoLayout } from './demo-layout.ts';
import { seedDemoOutbreak } from './demo-outbreak.ts';
import { seedDemoTurnaround } from './demo-turnaround.ts';

const DOMAIN = 'maplewood.example';

export interface DemoLogin {
  email: string;
  role: TRole;
  site: string | null;
  pin?: string;
}

export const DEMO_ORGANIZATION = 'Maplewood Care Group';
export const DEMO_SITES = [
  { key: 'toronto', name: 'Maplewood House (Toronto)', timeZone: 'America/Toronto' },
  { key: 'vancouver', name: 'Seaview Lodge (Vancouver)', timeZone: 'America/Vancouver' },
] as const;

interface DemoPerson {
  first: string;
  last: string;
  email?: string;
  role: TRole;
  staffRefId?: string;
  site?: (typeof DEMO_SITES)[number]['key'];
  pin?: string;
  position?: string;
}

/**
 * One person at every role, plus PIN-only housekeepers at both sites. PINs have six digits, as new PINs
 * must, but two: the housekeeper's 1111 and the nurse's 5005 (the browser tests and the README sign in
 * with them) were set before the six-digit rule, so the staff list shows what it does with such a PIN
 * ('Needs a new PIN') on two people, not on everyone.
 */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { first: 'Alex', last: 'Morgan', email: `admin@${DOMAIN}`, role: 'SiteAdministrator' },
  { first: 'Sam', last: 'Rivera', email: `assistant@${DOMAIN}`, role: 'SiteAssistant' },
  {
    first: 'Olivia',
    last: 'Chen',
    email: `orgadmin@${DOMAIN}`,
    role: 'MultiFacilityAdministrator',
    staffRefId: 'E-1001',
    site: 'toronto',
    position: 'Director of Operations',
  },
  {
    first: 'Marc',
    last: 'Tremblay',
    email: `manager@${DOMAIN}`,
    role: 'FacilityAdministrator',
    staffRefId: 'E-1002',
    site: 'toronto',
    position: 'Environmental Services Manager',
  },
  {
    first: 'Sofia',
    last: 'García',
    email: `supervisor@${DOMAIN}`,
    role: 'FacilityAssistant',
    staffRefId: 'E-1003',
    site: 'toronto',
    position: 'Infection Control Lead',
  },
  {
    first: 'Dev',
    last: 'Patel',
    email: `lead@${DOMAIN}`,
    role: 'LeadHousekeeper',
    staffRefId: 'E-1004',
    site: 'toronto',
    pin: '400481',
    position: 'Lead Housekeeper',
  },
  {
    first: 'Grace',
    last: 'Okafor',
    email: `nurse@${DOMAIN}`,
    role: 'Nursing',
    staffRefId: 'E-1005',
    site: 'toronto',
    pin: '5005',
    position: 'Registered Nurse',
  },
  {
    first: 'Rosa',
    last: 'Santos',
    email: `housekeeper@${DOMAIN}`,
    role: 'Housekeeper',
    staffRefId: 'E-1006',
    site: 'toronto',
    pin: '1111',
    position: 'Housekeeper',
  },
  {
    first: 'Tom',
    last: 'Wilson',
    email: `tablet@${DOMAIN}`,
    role: 'TabletRegistration',
    staffRefId: 'E-1007',
    site: 'toronto',
    position: 'IT Support',
  },
  { first: 'Mei', last: 'Lin', role: 'Housekeeper', staffRefId: 'E-1008', site: 'toronto', pin: '220822', position: 'Housekeeper' },
  {
    first: 'Priya',
    last: 'Singh',
    email: `manager.vancouver@${DOMAIN}`,
    role: 'FacilityAdministrator',
    staffRefId: 'E-2001',
    site: 'vancouver',
    position: 'Environmental Services Manager',
  },
  {
    first: 'Kenji',
    last: 'Watanabe',
    role: 'Housekeeper',
    staffRefId: 'E-2002',
    site: 'vancouver',
    pin: '330933',
    position: 'Housekeeper',
  },
];

export const DEMO_DEVICE = {
  id: '6f1c1d2a-3b4c-4d5e-8f60-718293a4b5c6',
  hardwareId: 'demo-tablet-toronto-0001',
  name: 'Demo tablet (Toronto, 2nd floor)',
};

/** The demo tablet's token is derived from the demo password, so it can be printed at every start. */
export function demoDeviceToken(demoPassword: string): string {
  return crypto.createHash('sha256').update(`demo-device|${demoPassword}`).digest('base64url');
}

export function demoLogins(): DemoLogin[] {
  return DEMO_PEOPLE.filter((p) => p.email || p.pin).map((p) => ({
    email: p.email ?? `${p.first} ${p.last} (PIN only)`,
    role: p.role,
    site: p.site ? (DEMO_SITES.find((s) => s.key === p.site)?.name ?? null) : null,
    ...(p.pin ? { pin: p.pin } : {}),
  }));
}

/**
 * Creates the demo organization on the first start of an empty database and does nothing otherwise.
 * One transaction: a crash mid-way leaves the database empty, so the next start seeds again.
 */
export async function seedDemoIfEmpty(db: Db, opts: { demoPassword: string; pinPepper: string }): Promise<boolean> {
  const passwordHash = await hashPassword(opts.demoPassword);
  return db.transaction(async (tx) => {
    await lockForSeeding(tx);
    if (!(await isEmpty(tx))) return false;

    const tenantId = crypto.randomUUID();
    await enterOrganization(tx, tenantId);
    await insertOrganization(tx, {
      id: tenantId,
      name: DEMO_ORGANIZATION,
      reportColors: { background: '#FFFFFF', alternateBackground: '#F1F5F9', headerBackground: '#1E3A5F', headerText: '#FFFFFF' },
    });
    const siteIds: Record<string, string> = {};
    const configs: Record<string, ReturnType<typeof starterConfiguration>> = {};
    for (const s of DEMO_SITES) {
      const facilityId = await insertSite(tx, { tenantId, name: s.name, timeZone: s.timeZone });
      siteIds[s.key] = facilityId;
      const config = starterConfiguration();
      configs[s.key] = config;
      await insertConfig(tx, tenantId, facilityId, config, null);
      await applyLayoutChanges(tx, tenantId, demoLayout(facilityId, s.key, config));
    }
    const staffBySite: Record<string, DemoStaff[]> = { toronto: [], vancouver: [] };
    let auditor: DemoStaff | undefined;
    let nurse: DemoStaff | undefined;

    for (const p of DEMO_PEOPLE) {
      if (!p.site) {
        await insertSystemUser(tx, { email: p.email as string, name: `${p.first} ${p.last}`, role: p.role, passwordHash });
        continue;
      }
      const staffId = await insertStaffMember(tx, {
        tenantId,
        facilityId: siteIds[p.site] as string,
        staffRefId: p.staffRefId as string,
        firstName: p.first,
        lastName: p.last,
        email: p.email ?? null,
        passwordHash: p.email ? passwordHash : null,
        pinHmac: p.pin ? pinHmac(opts.pinPepper, tenantId, p.pin) : null,
        pinLength: p.pin ? p.pin.length : null,
        role: p.role,
        position: p.position ?? null,
        // Deliberately on for every demo login with an email: they are tried from an ordinary browser,
        // not from a registered tablet (see the README). Real staff start with it off.
        offsiteAuthentication: Boolean(p.email),
      });
      const person = { id: staffId, firstName: p.first, lastName: p.last };
      if (p.role === 'Housekeeper') staffBySite[p.site]?.push(person);
      if (p.role === 'FacilityAssistant') auditor = person;
      if (p.role === 'Nursing') nurse = person;
    }
    for (const [i, s] of DEMO_SITES.entries()) {
      await seedDemoHistory(tx, {
        tenantId,
        facilityId: siteIds[s.key] as string,
        timeZone: s.timeZone,
        config: configs[s.key] as ReturnType<typeof starterConfiguration>,
        housekeepers: staffBySite[s.key] ?? [],
        auditor: auditor as DemoStaff,
        nurse: (nurse ?? auditor) as DemoStaff,
        seed: 1000 + i,
      });
      await seedDemoAtp(tx, { tenantId, facilityId: siteIds[s.key] as string, seed: 3000 + i });
      await seedDemoAuditTargets(tx, { tenantId, facilityId: siteIds[s.key] as string, timeZone: s.timeZone });
      await seedDemoTurnaround(tx, { tenantId, facilityId: siteIds[s.key] as string, seed: 2000 + i });
    }
    await seedDemoOutbreak(tx, {
      tenantId,
      facilityId: siteIds.toronto as string,
      timeZone: DEMO_SITES[0].timeZone,
      config: configs.toronto as ReturnType<typeof starterConfiguration>,
      declaredBy: `${auditor?.firstName} ${auditor?.lastName}`,
      seed: 4000,
    });
    const registeredBy = (await findDirectoryEntry(tx, `tablet@${DOMAIN}`))?.subjectId as string;
    await insertDemoDevice(tx, {
      ...DEMO_DEVICE,
      tenantId,
      facilityId: siteIds.toronto as string,
      tokenHash: hashToken(demoDeviceToken(opts.demoPassword)),
      registeredBy,
    });
    await recordEvent(tx, { tenantId, type: 'demo.seeded', actorKind: 'platform', subjectType: 'organization', subjectId: tenantId });
    return true;
  });
}

/** True when the demo organization's administrator exists (to print the demo logins at start). */
export async function hasDemoData(db: Db): Promise<boolean> {
  return Boolean(await findDirectoryEntry(db, `admin@${DOMAIN}`));
}

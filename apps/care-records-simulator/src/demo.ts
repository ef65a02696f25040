import type { TExternalPatient } from '@carehome/contracts';
import type { Simulator, SimulatorClient } from './simulator.ts';

// The demo data the simulator starts with under `npm start`: one facility standing for the demo site
// Maplewood House (Toronto) of apps/server/src/seed/demo.ts, and its residents as the external system
// knows them, so the first connection's reconciliation has each of its cases: most patients are the demo
// site's residents in their rooms (paired by name and room), one has moved (Ingrid Okafor, in 108 at the
// site, in 109 here: the nurse pairs her by hand and the import moves her), one has left (Thomas Murphy,
// discharged here, still in 510 at the site) and two are unknown here (Yvette Dubois in 201, Rajinder Cohen
// in 205: offered for discharge); new patients fill a vacant room (207) and three rooms the site lacks
// (111, 305, 711, whose unit and floor suggest their areas). Names, titles and rooms are copied from the
// demo seed (apps/server/src/seed/demo-residents.ts, seed 1000), not imported: the simulator knows nothing
// of the server. Ids are integers, as the real system's.

/** The organization UUID and facility id to type into the data source form. */
export const DEMO_ORG_UUID = '7d4c2f7e-5b8a-4c1e-9a51-3c2d9e8f0a11';
/** The facility id (an integer in the real system; typed as these digits in the form). */
export const DEMO_FACILITY_ID = '4021';
export const DEMO_FACILITY_NAME = 'Maplewood House (Toronto)';
/** The demo OAuth2 client; the fixture client certificate (mutual TLS) stands for the same client and quota. */
export const DEMO_CLIENT: SimulatorClient = { clientId: 'carehome-demo', clientSecret: 'carehome-demo-secret' };
/** Rooms of the demo patients the demo site has no room for. */
export const DEMO_ROOMS_NOT_IN_SITE = ['111', '305', '711'] as const;

type Row = [
  first: string,
  last: string,
  status: TExternalPatient['status'],
  room: string | null,
  extra?: { prefix?: string; nick?: string; bed?: string; admitted?: string; discharged?: string },
];

const ROWS: readonly Row[] = [
  ['Olga', 'Nguyen', 'Current', '101', { prefix: 'Miss', admitted: '2025-10-11' }],
  ['Margaret', 'Tremblay', 'Current', '102', { prefix: 'Mrs.', admitted: '2024-10-22' }],
  ['Bernard', 'García', 'Current', '103', { prefix: 'Mr.', admitted: '2024-07-07' }],
  ['Olga', 'Nguyen', 'Current', '104', { prefix: 'Mrs.', admitted: '2024-08-09' }],
  ['Thomas', 'Tremblay', 'Current', '105', { prefix: 'Mr.', admitted: '2026-09-12' }],
  ['Dorothy', 'Thompson', 'Current', '106', { prefix: 'Mrs.', admitted: '2026-10-08' }],
  ['Esther', 'Rossi', 'Current', '107', { prefix: 'Mrs.', admitted: '2026-08-21' }],
  ['Ingrid', 'Okafor', 'Current', '109', { prefix: 'Ms.', admitted: '2024-08-07' }], // moved: 108 here
  ['Yvette', 'Tanaka', 'Current', '110', { prefix: 'Ms.', admitted: '2026-02-26' }],
  ['Amara', 'Rossi', 'Current', '202', { prefix: 'Mrs.', admitted: '2026-03-30' }],
  ['Olga', 'Gagnon', 'Current', '203', { prefix: 'Mrs.', admitted: '2024-08-31' }],
  ['Dorothy', 'Haddad', 'Current', '208', { prefix: 'Miss', admitted: '2025-01-08' }],
  ['Margaret', 'Haddad', 'Current', '209', { prefix: 'Miss', admitted: '2025-04-06' }],
  ['Bernard', 'Chen', 'Current', '503', { prefix: 'Mr.', admitted: '2025-02-25' }],
  ['Vera', 'Lindqvist', 'Current', '504', { prefix: 'Mrs.', admitted: '2026-07-30', bed: 'A' }],
  ['Lucía', 'Haddad', 'Current', '504', { prefix: 'Mrs.', admitted: '2025-01-01', bed: 'B' }],
  ['Thomas', 'Haddad', 'Current', '505', { prefix: 'Mr.', admitted: '2025-11-26' }],
  ['Rajinder', 'Nguyen', 'Current', '506', { prefix: 'Mr.', admitted: '2025-12-05' }],
  ['Jean-Guy', 'Adeyemi', 'Current', '507', { prefix: 'Mr.', admitted: '2024-12-19' }],
  ['Giuseppe', 'Haddad', 'Current', '508', { prefix: 'Mr.', admitted: '2026-01-05' }],
  ['Lucía', 'Okafor', 'Current', '509', { prefix: 'Ms.', admitted: '2026-02-23' }],
  ['Thomas', 'Murphy', 'Discharged', null, { prefix: 'Mr.', admitted: '2026-02-28', discharged: '2026-11-20' }], // left; still in 510 here
  ['Dorothy', 'Wong', 'Current', '601', { prefix: 'Ms.', admitted: '2025-12-05' }],
  ['Margaret', 'Murphy', 'Current', '602', { prefix: 'Ms.', admitted: '2026-07-17' }],
  ['Mei-Ling', 'Tanaka', 'Current', '603', { prefix: 'Ms.', admitted: '2026-08-25' }],
  ['Patrick', 'Kowalski', 'Current', '604', { prefix: 'Mr.', admitted: '2025-03-29' }],
  ['Kazuo', 'García', 'Current', '605', { prefix: 'Mr.', admitted: '2024-10-29' }],
  ['Mei-Ling', 'Chen', 'Current', '606', { prefix: 'Ms.', admitted: '2025-12-12' }],
  ['Lucía', 'Larsen', 'Current', '607', { prefix: 'Mrs.', admitted: '2026-04-05' }],
  ['Viktor', 'Ivanov', 'Current', '111', { prefix: 'Mr.', admitted: '2026-11-02' }],
  ['Gladys', 'Whitfield', 'Current', '305', { prefix: 'Mrs.', admitted: '2026-11-09' }],
  ['Tomás', 'Ferreira', 'Current', '711', { admitted: '2026-11-16' }],
  ['Edna', 'Murray', 'Discharged', null, { admitted: '2024-03-11', discharged: '2026-09-02' }],
  ['Patricia', 'Nguyen', 'New', '207'],
  ['Samuel', 'Osei', 'New', null],
];

/** The unit (wing) and floor the external system files a room under, as the demo site's layout has them. */
function placeOf(room: string | null): { unit: string | null; floor: string | null } {
  const m = room ? /^([1-7])\d\d$/.exec(room) : null;
  if (!m) return { unit: null, floor: null };
  const digit = Number(m[1]);
  return digit < 5 ? { unit: 'West Wing', floor: `Floor ${digit}` } : { unit: 'East Wing', floor: `Floor ${digit - 4}` };
}

const at14 = (day: string) => `${day}T14:00:00.000Z`;

/** The demo patients (35): 31 Current, 2 Discharged, 2 New; ids 880101 onwards. */
export const DEMO_PATIENTS: readonly TExternalPatient[] = ROWS.map(([first, last, status, room, extra = {}], i) => ({
  patientId: String(880101 + i),
  facilityId: DEMO_FACILITY_ID,
  firstName: first,
  lastName: last,
  namePrefix: extra.prefix ?? null,
  nickName: extra.nick ?? null,
  status,
  roomNumber: status === 'Discharged' ? null : room,
  bed: room && status !== 'Discharged' ? (extra.bed ?? null) : null,
  admissionDate: status === 'New' || !extra.admitted ? null : at14(extra.admitted),
  dischargeDate: extra.discharged ? at14(extra.discharged) : null,
  ...placeOf(status === 'Discharged' ? null : room),
}));

const seeded = new WeakSet<object>();

/**
 * Adds the demo facility and patients to a simulator (its data lives in memory, so once per process).
 * Idempotent: seeding the same simulator again does nothing, and keeps what ADT events changed since.
 * Answers whether it seeded.
 */
export function seedDemo(sim: Pick<Simulator, 'addFacility' | 'addPatient'>): boolean {
  if (seeded.has(sim)) return false;
  seeded.add(sim);
  sim.addFacility({ orgUuid: DEMO_ORG_UUID, facilityId: DEMO_FACILITY_ID, name: DEMO_FACILITY_NAME });
  for (const p of DEMO_PATIENTS) sim.addPatient({ ...p });
  return true;
}

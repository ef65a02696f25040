import type { TExternalPatient } from '@carehome/contracts';
import type { Simulator, SimulatorClient } from './simulator.ts';

// The demo data the simulator starts with under `npm start`: one facility standing for the demo site
// Maplewood House (Toronto) of apps/server/src/seed/demo.ts, and its residents as the external system
// knows them. Room numbers are those of the demo site's layout (apps/server/src/seed/demo-layout.ts:
// 101-110, 201-210, 501-510, 601-610), except three the site has no room for yet (111, 305, 711), so an
// import creates them. Copied here, not imported: the simulator knows nothing of the server.

/** The organization UUID and facility id to type into the data source form. */
export const DEMO_ORG_UUID = '7d4c2f7e-5b8a-4c1e-9a51-3c2d9e8f0a11';
export const DEMO_FACILITY_ID = 'DEMO-FAC-1';
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
  ['Margaret', 'Thompson', 'Current', '101', { prefix: 'Mrs.' }],
  ['Harold', 'Baker', 'Current', '102', { nick: 'Harry' }],
  ['Eleanor', 'Wong', 'Current', '103'],
  ['Giuseppe', 'Romano', 'Current', '104', { nick: 'Joe' }],
  ['Dorothy', 'MacLeod', 'Current', '105', { bed: 'A' }],
  ['Evelyn', 'Fraser', 'Current', '105', { bed: 'B' }],
  ['Gurdev', 'Singh', 'Current', '106', { prefix: 'Mr.' }],
  ['Jean-Paul', 'Gagnon', 'Current', '107'],
  ['Beatrice', "O'Connor", 'Current', '108', { nick: 'Bea' }],
  ['Walter', 'Kowalski', 'Current', '109'],
  ['Lillian', 'Chen', 'Current', '110'],
  ['Francisco', 'Delgado', 'Current', '201', { nick: 'Frank' }],
  ['Irene', 'Papadopoulos', 'Current', '202'],
  ['Kwame', 'Mensah', 'Current', '203'],
  ['Ruth', 'Goldberg', 'Current', '204', { prefix: 'Dr.' }],
  ['Shirley', 'Campbell', 'Current', '205'],
  ['Hiroshi', 'Tanaka', 'Current', '206'],
  ['Agnes', 'Nowak', 'Current', '208'],
  ['Raymond', 'Dubois', 'Current', '209'],
  ['Fatima', 'Haddad', 'Current', '210'],
  ['Norman', 'Fitzgerald', 'Current', '501'],
  ['Mary-Anne', 'Leblanc', 'Current', '502'],
  ['Amrit', 'Kaur', 'Current', '503', { prefix: 'Mrs.' }],
  ['Stanley', 'Horvath', 'Current', '601', { nick: 'Stan' }],
  ['Consuelo', 'Reyes', 'Current', '602'],
  ['Viktor', 'Ivanov', 'Current', '111'],
  ['Gladys', 'Whitfield', 'Current', '305'],
  ['Tomás', 'Ferreira', 'Current', '711'],
  ['Edna', 'Murray', 'Discharged', null, { admitted: '2024-03-11T15:00:00.000Z', discharged: '2026-09-02T16:30:00.000Z' }],
  ['Bernard', 'Lévesque', 'Discharged', null, { admitted: '2025-06-20T14:00:00.000Z', discharged: '2026-10-14T11:00:00.000Z' }],
  ['Patricia', 'Nguyen', 'New', '207'],
  ['Samuel', 'Osei', 'New', null],
];

/** The demo patients (32): 28 Current, 2 Discharged, 2 New; ids 880101 onwards. */
export const DEMO_PATIENTS: readonly TExternalPatient[] = ROWS.map(([first, last, status, room, extra = {}], i) => ({
  patientId: String(880101 + i),
  facilityId: DEMO_FACILITY_ID,
  firstName: first,
  lastName: last,
  namePrefix: extra.prefix ?? null,
  nickName: extra.nick ?? null,
  status,
  roomNumber: room,
  bed: room ? (extra.bed ?? null) : null,
  // Admissions spread over two and a half years, at 14:00 UTC; New patients are not admitted yet.
  admissionDate:
    status === 'New'
      ? null
      : (extra.admitted ?? new Date(Date.UTC(2024, 0, 8) + ((i * 29) % 900) * 86_400_000 + 14 * 3_600_000).toISOString()),
  dischargeDate: extra.discharged ?? null,
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

import crypto from 'node:crypto';
import type { TAccountInfo, THousekeepingConfig, THousekeepingReport, TReportSave, TRoutine } from '@carehome/contracts';
import { createOrganization, createTestContext, type OrgFixture, type TestContext } from './harness.ts';
import { completeReportSave } from './report-saves.ts';

// Test data made the way users make it: through the API, as the role that would (Outline's
// server/test/factories.ts is the model). Each factory takes the organization it works in, by default
// the context's first (`t.org`), and throws when the API refuses, so a test's set-up is one line and a
// failing set-up names its request.

export type RoomType = THousekeepingConfig['roomTypes'][number];

interface Where {
  org?: OrgFixture;
  /** Which of the organization's two sites (0 unless named). */
  site?: 0 | 1;
}

function place(t: TestContext, where: Where = {}): { org: OrgFixture; facilityId: string } {
  const org = where.org ?? t.org;
  if (!org) throw new Error('create an organization first, or name one');
  return { org, facilityId: org.siteIds[where.site ?? 0] };
}

async function ok<T>(what: string, res: { statusCode: number; body: string; json(): unknown }): Promise<T> {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/**
 * Signs each role in once, in order; its token under the name the test uses
 * (`tokensOf(t, { manager: 'FacilityAdministrator' })`) or under the role itself (`tokensOf(t, ['Nursing'])`).
 */
export async function tokensOf<K extends string>(
  t: TestContext,
  roles: Record<K, string> | readonly K[],
  org?: OrgFixture,
): Promise<Record<K, string>> {
  const named = Array.isArray(roles) ? roles.map((role) => [role, role]) : Object.entries(roles);
  const tokens = {} as Record<K, string>;
  for (const [name, role] of named as [K, string][]) tokens[name] = await t.as(role, org).token();
  return tokens;
}

/**
 * A PIN sign-in on the organization's registered tablet (POST /auth/stafflogin with the tablet's device
 * token), as a housekeeper signs in: the answer as it came, for a test that reads a refusal too.
 */
export function tabletSignIn(t: TestContext, pincode: string, where: Where = {}) {
  const { org } = place(t, where);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/stafflogin',
    payload: { pincode },
    headers: { 'x-device-token': org.deviceToken },
  });
}

/** The session of a PIN sign-in on the tablet (tabletSignIn); throws when it is refused. */
export async function tabletSession(t: TestContext, pincode: string, where: Where = {}): Promise<TAccountInfo> {
  return ok('tabletSession', await tabletSignIn(t, pincode, where));
}

/** The site's housekeeping configuration, read by its administrator. */
export async function siteConfig(t: TestContext, where: Where = {}): Promise<THousekeepingConfig> {
  const { org, facilityId } = place(t, where);
  return ok('siteConfig', await t.as('FacilityAdministrator', org).get(`housekeeping/config?facilityId=${facilityId}`));
}

/** A room type of the configuration by name; the starter configuration has 'Resident Room'. */
export function roomTypeNamed(config: THousekeepingConfig, name = 'Resident Room'): RoomType {
  const type = config.roomTypes.find((r) => r.roomType === name);
  if (!type) throw new Error(`no room type '${name}'`);
  return type;
}

/** The room type's routine of a clean type. */
export function routineOf(roomType: RoomType, cleanType: string): TRoutine {
  const routine = roomType.routines.find((r) => r.cleanType === cleanType);
  if (!routine) throw new Error(`no routine '${cleanType}' in '${roomType.roomType}'`);
  return routine;
}

/**
 * Saves the site's configuration with the room type's routines on demand only (no schedule), so its rooms
 * are asked for cleans only by tasks (moves, room states, failed audits). The saved configuration and
 * the room type.
 */
export async function onDemandOnly(
  t: TestContext,
  where: Where & { roomType?: string } = {},
): Promise<{ config: THousekeepingConfig; roomType: RoomType }> {
  const { org } = place(t, where);
  const config = await siteConfig(t, where);
  const type = roomTypeNamed(config, where.roomType);
  const onDemand = { ...type, routines: type.routines.map((r) => ({ ...r, schedule: null })) };
  const saved = await ok<THousekeepingConfig>(
    'onDemandOnly',
    await t.as('FacilityAdministrator', org).post('housekeeping/update', {
      config: { ...config, roomTypes: config.roomTypes.map((r) => (r.id === type.id ? onDemand : r)) },
    }),
  );
  return { config: saved, roomType: roomTypeNamed(saved, where.roomType) };
}

/**
 * Rooms of one room type (by default the starter's 'Resident Room') added to the site through the
 * layout route, outside any area or in a new top-level area; their ids by room number.
 */
export async function newRooms(
  t: TestContext,
  numbers: readonly string[],
  options: Where & { roomType?: RoomType | string; area?: { id?: string; name: string } } = {},
): Promise<Record<string, string>> {
  const { org, facilityId } = place(t, options);
  const type = typeof options.roomType === 'object' ? options.roomType : roomTypeNamed(await siteConfig(t, options), options.roomType);
  const area = options.area && { id: options.area.id ?? crypto.randomUUID(), parentId: null, name: options.area.name, order: 0 };
  const layout = await ok<{ rooms: { id: string; roomNumber: string }[] }>(
    'newRooms',
    await t.as('FacilityAdministrator', org).post('facility/rooms', {
      facilityId,
      ...(area ? { areas: [area] } : {}),
      rooms: numbers.map((roomNumber) => ({ areaId: area?.id ?? null, roomNumber, roomTypeId: type.id })),
    }),
  );
  return Object.fromEntries(layout.rooms.map((r) => [r.roomNumber, r.id]));
}

/**
 * A resident arriving in a room (POST /resident, as a nurse of the site); `fields` add to or replace the
 * defaults. The resident's id.
 */
export async function newResident(
  t: TestContext,
  roomId: string,
  fields: Record<string, unknown> = {},
  where: Where = {},
): Promise<string> {
  const { org, facilityId } = place(t, where);
  const resident = {
    residentId: `R-${crypto.randomBytes(3).toString('hex')}`,
    namePrefix: 'Mrs',
    firstName: 'Grace',
    lastName: 'Okafor',
    nickName: null,
    roomId,
    ...fields,
  };
  const answer = await ok<{ resident: { id: string } }>(
    'newResident',
    await t.as('Nursing', org).post('resident', { facilityId, resident }),
  );
  return answer.resident.id;
}

/**
 * A Complete report of a room saved as the tablet sends it (every operation of the routine ticked,
 * finished `at`, by default now), by the site's housekeeper unless `as` names another role. The saved report.
 */
export async function newReport(
  t: TestContext,
  report: { roomId: string; routine: Pick<TRoutine, 'cleanType' | 'operations'>; at?: Date; as?: string } & Where,
  overrides: Partial<TReportSave> = {},
): Promise<THousekeepingReport> {
  const { org, facilityId } = place(t, report);
  const role = report.as ?? 'Housekeeper';
  const authorStaffId = org.staffIds[role] as string;
  const save = completeReportSave(
    { facilityId, roomId: report.roomId, authorStaffId, routine: report.routine },
    report.at ?? new Date(),
    overrides,
  );
  return ok('newReport', await t.as(role, org).post('housekeeping/submitReport', { report: save }));
}

/**
 * Sets a room's state (POST /housekeeping/roomstate, as a nurse of the site unless `as` names another
 * role); a null state clears it, as 'Resident' does. Throws when it is refused.
 */
export async function setRoomState(
  t: TestContext,
  roomId: string,
  roomStateId: string | null,
  where: Where & { as?: string } = {},
): Promise<void> {
  const { org, facilityId } = place(t, where);
  await ok('setRoomState', await t.as(where.as ?? 'Nursing', org).post('housekeeping/roomstate', { facilityId, roomId, roomStateId }));
}

/** Polls `fn` every 150 ms until it gives something truthy; fails after `timeoutMs` naming `what`. */
export async function until<T>(what: string, fn: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * The start of most test files: a new context, with an organization per label made in order (the first
 * is `t.org`): `[t, a, b] = await contextWith(['Alpha', 'Beta'])`. The file still closes `t` after its tests.
 */
export async function contextWith<const L extends readonly string[]>(
  labels: L,
  overrides: Parameters<typeof createTestContext>[0] = {},
): Promise<[TestContext, ...{ [K in keyof L]: OrgFixture }]> {
  const t = await createTestContext(overrides);
  const orgs: OrgFixture[] = [];
  for (const label of labels) orgs.push(await createOrganization(t, label));
  // One organization per label, in order: the tuple the signature names.
  return [t, ...orgs] as unknown as [TestContext, ...{ [K in keyof L]: OrgFixture }];
}

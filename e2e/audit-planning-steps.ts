import { type APIRequestContext, expect } from '@playwright/test';
import { newResident } from './api.ts';

// Steps of the audit-suggestions spec over the API: a wing of its own with rooms, residents and a room
// state in it, an outbreak of that wing switched on and off (the outbreaks routes), and the site's
// weekly audit targets read and put back.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

export interface TestWing {
  facilityId: string;
  areaId: string;
  name: string;
  rooms: Record<string, string>;
}

/** A new top-level area with resident rooms `numbers`, added through the layout route. */
export async function wingWithRooms(request: APIRequestContext, token: string, numbers: string[]): Promise<TestWing> {
  const [config] = await ok<{ facilityId: string; roomTypes: { id: string; roomType: string }[] }[]>(
    await request.get('/api/housekeeping', { headers: auth(token) }),
  );
  const type = config?.roomTypes.find((t) => t.roomType === 'Resident Room');
  const facilityId = config?.facilityId as string;
  const areaId = crypto.randomUUID();
  const name = `Audit Wing ${areaId.slice(0, 4)}`;
  const layout = await ok<{ rooms: { id: string; roomNumber: string }[] }>(
    await request.post('/api/facility/rooms', {
      headers: auth(token),
      data: {
        facilityId,
        areas: [{ id: areaId, parentId: null, name, order: 9 }],
        rooms: numbers.map((roomNumber) => ({ areaId, roomNumber, roomTypeId: type?.id })),
      },
    }),
  );
  return { facilityId, areaId, name, rooms: Object.fromEntries(layout.rooms.map((r) => [r.roomNumber, r.id])) };
}

/** A resident arriving in the room with the risk flags given. */
export async function flaggedResident(
  request: APIRequestContext,
  token: string,
  wing: TestWing,
  roomId: string,
  name: [string, string],
  flags: Record<string, boolean>,
): Promise<void> {
  const residentId = `SA-${crypto.randomUUID().slice(0, 8)}`;
  const [firstName, lastName] = name;
  await newResident(request, token, wing.facilityId, { residentId, namePrefix: 'Mrs', firstName, lastName, roomId, notes: [], ...flags });
}

/** Puts the room in the site's room state `stateName` (Isolation asks for its Isolation Clean). */
export async function setState(request: APIRequestContext, token: string, wing: TestWing, roomId: string, stateName: string) {
  const [config] = await ok<{ roomStates: { id: string; stateName: string }[] }[]>(
    await request.get('/api/housekeeping', { headers: auth(token) }),
  );
  const roomStateId = config?.roomStates.find((s) => s.stateName === stateName)?.id;
  await ok(
    await request.post('/api/housekeeping/roomstate', { headers: auth(token), data: { facilityId: wing.facilityId, roomId, roomStateId } }),
  );
}

/** Switches an outbreak on for the wing; the function that switches it off (asking for Isolation Cleans). */
export async function outbreakIn(request: APIRequestContext, token: string, wing: TestWing): Promise<() => Promise<void>> {
  const started = await ok<{ id: string }>(
    await request.post('/api/outbreaks/start', {
      headers: auth(token),
      data: { facilityId: wing.facilityId, areaId: wing.areaId, reason: 'Norovirus on the wing' },
    }),
  );
  return async () => {
    await ok(
      await request.post('/api/outbreaks/end', {
        headers: auth(token),
        data: { facilityId: wing.facilityId, id: started.id, terminalCleanType: 'Isolation Clean' },
      }),
    );
  };
}

/** The site's weekly audit targets as they are. */
export async function targetsOf(request: APIRequestContext, token: string, facilityId: string): Promise<object> {
  return ok<object>(await request.get(`/api/facility/audittargets?facilityId=${facilityId}`, { headers: auth(token) }));
}

/** Saves the site's weekly audit targets (puts back what `targetsOf` read). */
export async function putTargets(request: APIRequestContext, token: string, targets: object): Promise<void> {
  await ok(await request.post('/api/facility/audittargets', { headers: auth(token), data: targets }));
}

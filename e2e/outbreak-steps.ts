import { type APIRequestContext, expect } from '@playwright/test';
import { unscheduledRooms } from './helpers.ts';

// Set-up of the outbreak spec through the API: a wing of its own, whose rooms have no schedules, so their
// tiles show only what the outbreak's end asks of them.

/** A new top-level area holding new unscheduled rooms; its name, id and rooms by number. */
export async function wingWithRooms(request: APIRequestContext, managerToken: string, name: string, numbers: string[]) {
  const made = await unscheduledRooms(request, managerToken, numbers);
  const area = { id: crypto.randomUUID(), parentId: null, name, order: 0 };
  // The layout's answer lists every room of the site: move only the new ones.
  const mine = numbers.map((n) => made.rooms[n] as { id: string; roomNumber: string });
  const rooms = mine.map((r) => ({ id: r.id, areaId: area.id, roomNumber: r.roomNumber, roomTypeId: made.type.id }));
  const moved = await request.post('/api/facility/rooms', {
    headers: { authorization: `Bearer ${managerToken}` },
    data: { facilityId: made.facilityId, areas: [area], rooms },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return { facilityId: made.facilityId, area, rooms: mine.map((r) => r.roomNumber) };
}

/** Ends whatever outbreak a failed run left running in the wing, so the next run can declare it again. */
export async function endLeftovers(request: APIRequestContext, token: string, facilityId: string, areaId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await request.get(`/api/outbreaks?facilityId=${facilityId}`, { headers })).json();
  for (const o of list.outbreaks as { id: string; areaId: string | null; endedAt: string | null }[]) {
    if (o.areaId !== areaId || o.endedAt) continue;
    const terminalCleanType = list.defaultTerminalCleanType as string;
    await request.post('/api/outbreaks/end', { headers, data: { facilityId, id: o.id, terminalCleanType } });
  }
}

import { type APIRequestContext, expect } from '@playwright/test';

// Set-up of the outbreak routine spec through the API: a room type of its own whose only scheduled routine
// is the starter's Outbreak Clean, open all day (so the spec does not depend on the hour it runs at), two
// rooms in a wing of their own and one outside it; and an outbreak declared for the wing.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

interface Routine {
  id: string;
  cleanType: string;
  outbreakOnly?: boolean;
  schedule: unknown;
}

/** The new wing (area), its two rooms and a room outside it, by number. */
export async function outbreakRoutineRooms(request: APIRequestContext, managerToken: string, stamp: string) {
  const [config] = await (await request.get('/api/housekeeping', { headers: auth(managerToken) })).json();
  const resident = config.roomTypes.find((t: { roomType: string }) => t.roomType === 'Resident Room');
  const allDay = {
    type: 'Absolute',
    startDate: '2020-01-01',
    endDate: null,
    period: 'Daily',
    every: 1,
    buckets: [{ start: '00:00', due: '23:00', end: '24:00' }],
  };
  const type = {
    ...resident,
    id: crypto.randomUUID(),
    roomType: `Outbreak Test Room ${stamp}`,
    routines: (resident.routines as Routine[]).map((r) => ({ ...r, id: crypto.randomUUID(), schedule: r.outbreakOnly ? allDay : null })),
  };
  const {
    // The dashboard's extra list is not part of the configuration a save sends.
    outbreaks: _running,
    ...saved
  } = config;
  const update = await request.post('/api/housekeeping/update', {
    headers: auth(managerToken),
    data: { config: { ...saved, roomTypes: [...saved.roomTypes, type] } },
  });
  expect(update.status(), await update.text()).toBe(200);
  const wing = { id: crypto.randomUUID(), parentId: null, name: `Outbreak Routine Wing ${stamp}`, order: 0 };
  const numbers = { inWing: [`OR${stamp}1`, `OR${stamp}2`], outside: `OR${stamp}9` };
  const layout = await request.post('/api/facility/rooms', {
    headers: auth(managerToken),
    data: {
      facilityId: config.facilityId,
      areas: [wing],
      rooms: [
        ...numbers.inWing.map((roomNumber) => ({ areaId: wing.id, roomNumber, roomTypeId: type.id })),
        { areaId: null, roomNumber: numbers.outside, roomTypeId: type.id },
      ],
    },
  });
  expect(layout.status(), await layout.text()).toBe(200);
  const byNumber = Object.fromEntries(((await layout.json()).rooms as { id: string; roomNumber: string }[]).map((r) => [r.roomNumber, r]));
  return { facilityId: config.facilityId as string, wing, numbers, rooms: byNumber };
}

/** Declares an outbreak for an area through the outbreaks route, as a supervisor does on its screen; its id. */
export async function declareOutbreak(request: APIRequestContext, token: string, facilityId: string, areaId: string, reason: string) {
  const res = await request.post('/api/outbreaks/start', { headers: auth(token), data: { facilityId, areaId, reason } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).id as string;
}

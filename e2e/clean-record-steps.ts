import { type APIRequestContext, expect } from '@playwright/test';
import { newResident, staffIdOf, submitReport, tickedOperations } from './api.ts';
import { apiToken, EMAIL } from './helpers.ts';

// The clean record spec's set-up through the API: a wing of its own with two rooms of a room type of its
// own (the resident room's routines, on demand, except its deep clean every 14 days after the last one:
// a rotation), a resident in the first room, and its history: a clean, a decline signed by the resident,
// a clean whose audit fails, the re-clean that answers it and the re-audit that passes.

/** A 1×1 PNG, as the signature pad sends it. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

type Op = { id: string; group: string; item: string; optional: boolean; icon: string | null };

export interface RecordScene {
  facilityId: string;
  areaName: string;
  rooms: { id: string; roomNumber: string }[];
  resident: string;
}

export async function recordScene(request: APIRequestContext): Promise<RecordScene> {
  const manager = await apiToken(request, EMAIL.manager);
  const headers = { authorization: `Bearer ${manager}` };
  const stamp = String(Date.now()).slice(-5);
  const [config] = await (await request.get('/api/housekeeping', { headers })).json();
  const residentRoom = config.roomTypes.find((t: { roomType: string }) => t.roomType === 'Resident Room');
  const type = {
    ...residentRoom,
    id: crypto.randomUUID(),
    roomType: `Record Room ${stamp}`,
    routines: residentRoom.routines.map((r: { cleanType: string }) => ({
      ...r,
      id: crypto.randomUUID(),
      schedule: r.cleanType === 'Deep Clean' ? { type: 'Relative', afterLastClean: { amount: 14, unit: 'Days' } } : null,
    })),
  };
  const saved = await request.post('/api/housekeeping/update', {
    headers,
    data: { config: { ...config, roomTypes: [...config.roomTypes, type] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const area = { id: crypto.randomUUID(), parentId: null, name: `Record Wing ${stamp}`, order: 99 };
  const numbers = [`R${stamp}`, `S${stamp}`];
  const layout = await request.post('/api/facility/rooms', {
    headers,
    data: {
      facilityId: config.facilityId,
      areas: [area],
      rooms: numbers.map((roomNumber) => ({ areaId: area.id, roomNumber, roomTypeId: type.id })),
    },
  });
  expect(layout.status(), await layout.text()).toBe(200);
  const rooms = ((await layout.json()).rooms as { id: string; roomNumber: string }[]).filter((r) => numbers.includes(r.roomNumber));
  rooms.sort((x, y) => x.roomNumber.localeCompare(y.roomNumber));
  const first = rooms[0] as { id: string; roomNumber: string };
  const resident = await newResident(request, await apiToken(request, EMAIL.nurse), config.facilityId, {
    residentId: `CR-${stamp}`,
    namePrefix: 'Mrs',
    firstName: 'Edith',
    lastName: `Record${stamp}`,
    roomId: first.id,
    notes: [],
  });

  const clean = type.routines.find((r: { cleanType: string }) => r.cleanType === 'Clean') as { operations: Op[] };
  const housekeeper = await apiToken(request, EMAIL.housekeeper);
  const hkId = await staffIdOf(request, housekeeper);
  /** What every report of the first room shares: the room, the clean type and its author. */
  const ofRoom = { facilityId: config.facilityId, roomId: first.id, selectedCleanType: 'Clean', authorStaffId: hkId };
  const save = async (at: Date, over: { status?: string; declineSignature?: string } = {}) => {
    // The report's id is chosen here (submitReport keeps a given one), so its audit can name it.
    const id = crypto.randomUUID();
    const declined = over.status === 'Declined';
    const operations = tickedOperations(clean.operations, at, (o) => ({
      group: o.group,
      item: o.item,
      icon: o.icon,
      checked: declined ? false : o.optional ? null : true,
    }));
    const times = { startDate: new Date(at.getTime() - 20 * 60_000).toISOString(), reportDate: at.toISOString() };
    await submitReport(request, housekeeper, { ...ofRoom, ...times, status: 'Complete', operations, ...over, ...({ id } as object) });
    return id;
  };
  const supervisor = await apiToken(request, EMAIL.supervisor);
  const supId = await staffIdOf(request, supervisor);
  const audit = async (reportId: string, failFirst: boolean) => {
    const res = await request.post('/api/housekeeping/submitReport', {
      headers: { authorization: `Bearer ${supervisor}` },
      data: {
        audit: {
          reportId,
          facilityId: config.facilityId,
          startDate: new Date().toISOString(),
          comment: null,
          photos: [],
          directObservationMethod: true,
          fluorescentGelMethod: true,
          atpSystemMethod: false,
          swabCulturesMethod: false,
          agarSlideCulturesMethod: false,
          operations: clean.operations.map((o, i) => ({ id: o.id, auditStatus: failFirst && i === 0 ? 'CleanedFailed' : 'CleanedPass' })),
          authorStaffId: supId,
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  const hour = 3_600_000;
  await save(new Date(Date.now() - 30 * hour));
  await save(new Date(Date.now() - 26 * hour), { status: 'Declined', declineSignature: PNG });
  const failed = await save(new Date(Date.now() - 2 * hour));
  await audit(failed, true);
  const reclean = await save(new Date());
  await audit(reclean, false);
  return { facilityId: config.facilityId, areaName: area.name, rooms, resident: resident.displayName };
}

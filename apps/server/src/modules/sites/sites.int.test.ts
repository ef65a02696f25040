import type { TRoomImportPreview, TSite } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/database.ts';

let t: TestContext;
let a: OrgFixture;
let orgAdmin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  orgAdmin = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
  manager = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload: payload as object } : {}) });

async function config(facilityId: string) {
  return (await api('GET', `housekeeping?facilityId=${facilityId}`, orgAdmin)).json()[0] as {
    roomTypes: { id: string; roomType: string }[];
  };
}

describe('sites', () => {
  let site: TSite;

  it('creates a site with the starter configuration, then renames it', async () => {
    const res = await api('POST', 'facility', orgAdmin, { site: { name: 'Harbour View', timeZone: 'America/Halifax' } });
    expect(res.statusCode, res.body).toBe(200);
    site = res.json();
    expect(site).toMatchObject({ name: 'Harbour View', timeZone: 'America/Halifax', rooms: [], areas: [], apiKey: null });
    expect((await config(site.id)).roomTypes.length).toBeGreaterThan(0);
    const renamed = await api('POST', 'facility', orgAdmin, {
      site: { id: site.id, name: 'Harbour View House', timeZone: 'America/Halifax' },
    });
    expect(renamed.json().name).toBe('Harbour View House');
    const list = (await api('GET', 'facility', orgAdmin)).json().sites.map((s: { name: string }) => s.name);
    expect(list).toContain('Harbour View House');
  });

  it('refuses an unknown time zone with the field named', async () => {
    const res = await api('POST', 'facility', orgAdmin, { site: { name: 'X', timeZone: 'Mars/Olympus' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('site.timeZone');
  });

  it('copies the housekeeping configuration of another site when asked', async () => {
    const source = await config(a.siteIds[0]);
    const res = await api('POST', 'facility', orgAdmin, { site: { name: 'Copy', timeZone: 'UTC', copyConfigurationFrom: a.siteIds[0] } });
    const copied = await config(res.json().id);
    expect(copied.roomTypes.map((r) => r.id)).toEqual(source.roomTypes.map((r) => r.id));
  });

  it('generates an API key shown once; a new one replaces it', async () => {
    const first = await api('POST', 'facility/generateapikey', orgAdmin, { facilityId: site.id });
    const key1 = first.json().apiKey as string;
    expect(key1).toMatch(/^chk_[\w-]{40}$/);
    expect(first.json().site.apiKey.prefix).toBe(key1.slice(0, 8));
    const second = (await api('POST', 'facility/generateapikey', orgAdmin, { facilityId: site.id })).json().apiKey as string;
    expect(second).not.toBe(key1);
    const stored = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ prefix: string }>(sql`select api_key_prefix as prefix from sites where id = ${site.id}`),
    );
    expect(stored.rows[0]?.prefix).toBe(second.slice(0, 8));
  });

  it('revokes the API key: the site has none and the calendar feed refuses the old key', async () => {
    const key = (await api('POST', 'facility/generateapikey', orgAdmin, { facilityId: site.id })).json().apiKey as string;
    const feed = () => t.app.inject({ method: 'GET', url: `/api/calendar/feed/${site.id}.ics?key=${key}&schedule=1` });
    expect((await feed()).statusCode).toBe(200);
    const revoked = await api('POST', 'facility/revokeapikey', orgAdmin, { facilityId: site.id });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().apiKey).toBeNull();
    expect((await feed()).statusCode).toBe(404);
    expect((await api('POST', 'facility/revokeapikey', manager, { facilityId: site.id })).statusCode).toBe(403);
  });

  it('is for organization administrators; a staff manager is refused', async () => {
    expect((await api('POST', 'facility', manager, { site: { name: 'Nope', timeZone: 'UTC' } })).statusCode).toBe(403);
  });

  it('deletes only an empty site', async () => {
    const empty = (await api('POST', 'facility', orgAdmin, { site: { name: 'Temporary', timeZone: 'UTC' } })).json() as TSite;
    expect((await api('DELETE', `facility/${empty.id}`, orgAdmin)).statusCode).toBe(200);
    const used = await api('DELETE', `facility/${a.siteIds[0]}`, orgAdmin);
    expect(used.statusCode).toBe(409);
    expect(used.json().code).toBe('site.not_empty');
  });
});

describe('site layout', () => {
  const facilityId = () => a.siteIds[0];
  let resident: string;

  beforeAll(async () => {
    resident = (await config(a.siteIds[0])).roomTypes.find((r) => r.roomType === 'Resident Room')?.id as string;
  });

  it('saves nested areas and rooms in one call, and answers the whole site', async () => {
    const wing = crypto.randomUUID();
    const floor = crypto.randomUUID();
    const res = await api('POST', 'facility/rooms', manager, {
      facilityId: facilityId(),
      areas: [
        { id: floor, parentId: wing, name: 'Floor 1' },
        { id: wing, parentId: null, name: 'North Wing' },
      ],
      rooms: [
        { areaId: floor, roomNumber: '101', roomTypeId: resident },
        { areaId: floor, roomNumber: '102', roomTypeId: resident, description: 'Corner room' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as TSite;
    const r101 = s.rooms.find((r) => r.roomNumber === '101');
    expect(r101).toMatchObject({ facilityArea: ['North Wing', 'Floor 1'], roomType: 'Resident Room', isArchived: false });
    expect(r101?.qrCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  it('refuses a room number already used in the same area, but not in another area', async () => {
    const site = (await api('GET', `facility/${facilityId()}`, manager)).json() as TSite;
    const floor = site.areas.find((x) => x.name === 'Floor 1')?.id;
    const wing = site.areas.find((x) => x.name === 'North Wing')?.id;
    const dup = await api('POST', 'facility/rooms', manager, {
      facilityId: facilityId(),
      rooms: [{ areaId: floor, roomNumber: '101', roomTypeId: resident }],
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('This room number is already used in this area.');
    const other = await api('POST', 'facility/rooms', manager, {
      facilityId: facilityId(),
      rooms: [{ areaId: wing, roomNumber: '101', roomTypeId: resident }],
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses an area inside itself', async () => {
    const site = (await api('GET', `facility/${facilityId()}`, manager)).json() as TSite;
    const wing = site.areas.find((x) => x.name === 'North Wing');
    const floor = site.areas.find((x) => x.name === 'Floor 1');
    const res = await api('POST', 'facility/rooms', manager, {
      facilityId: facilityId(),
      areas: [{ id: wing?.id, parentId: floor?.id, name: 'North Wing' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('area.cycle');
  });

  it('archives and restores rooms; deletes a room without history; refuses to delete a non-empty area', async () => {
    const site = (await api('GET', `facility/${facilityId()}`, manager)).json() as TSite;
    const room = site.rooms.find((r) => r.roomNumber === '102') as TSite['rooms'][number];
    const archived = (
      await api('POST', 'facility/rooms', manager, { facilityId: facilityId(), archiveRoomIds: [room.id] })
    ).json() as TSite;
    expect(archived.rooms.find((r) => r.id === room.id)?.isArchived).toBe(true);
    const restored = (
      await api('POST', 'facility/rooms', manager, { facilityId: facilityId(), restoreRoomIds: [room.id] })
    ).json() as TSite;
    expect(restored.rooms.find((r) => r.id === room.id)?.isArchived).toBe(false);
    const deleted = await api('DELETE', `facility/${facilityId()}/rooms/${room.id}`, manager);
    expect(deleted.statusCode).toBe(200);
    expect((deleted.json() as TSite).rooms.some((r) => r.id === room.id)).toBe(false);
    const wing = site.areas.find((x) => x.name === 'North Wing');
    const notEmpty = await api('POST', 'facility/rooms', manager, { facilityId: facilityId(), deleteAreaIds: [wing?.id] });
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().message).toBe('This area still has rooms or areas in it.');
  });

  it('keeps a site-level role to its own site', async () => {
    expect((await api('GET', `facility/${a.siteIds[1]}`, manager)).statusCode).toBe(404);
    expect((await api('POST', 'facility/rooms', manager, { facilityId: a.siteIds[1], rooms: [] })).statusCode).toBe(404);
  });
});

describe('room import from CSV', () => {
  const csv = (lines: string[]) => ['Area,Room,Room type,QR code,Description', ...lines].join('\n');

  it('reviews every row before anything is written', async () => {
    const res = await api('POST', 'facility/rooms/import/preview', manager, {
      facilityId: a.siteIds[0],
      csv: csv([
        'South Wing > Floor 2,201,Resident Room,,',
        'South Wing > Floor 2,201,Resident Room,,',
        'South Wing,,Resident Room,,',
        'South Wing,203,Broom Cupboard,,',
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as TRoomImportPreview;
    expect(p.counts).toEqual({ new: 1, update: 0, error: 3 });
    expect(p.rows.map((r) => r.errors.map((e) => e.code))).toEqual([
      [],
      ['import.duplicate_in_file'],
      ['validation.required'],
      ['import.unknown_room_type'],
    ]);
    expect(p.newAreas).toEqual([['South Wing'], ['South Wing', 'Floor 2']]);
    const site = (await api('GET', `facility/${a.siteIds[0]}`, manager)).json() as TSite;
    expect(site.areas.some((x) => x.name === 'South Wing')).toBe(false);
    const refused = await api('POST', 'facility/rooms/import', manager, { facilityId: a.siteIds[0], csv: csv(['South Wing,1,Nope,,']) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('import.has_errors');
  });

  it('imports 30 rooms into new nested areas in one go, and a second import updates them', async () => {
    const lines = Array.from(
      { length: 30 },
      (_, i) => `South Wing > Floor ${i < 15 ? 1 : 2},${i < 15 ? 101 + i : 201 + i - 15},Resident Room,,`,
    );
    const res = await api('POST', 'facility/rooms/import', manager, { facilityId: a.siteIds[0], csv: csv(lines) });
    expect(res.statusCode, res.body).toBe(200);
    const site = res.json() as TSite;
    const south = site.rooms.filter((r) => r.facilityArea[0] === 'South Wing');
    expect(south).toHaveLength(30);
    expect(new Set(south.map((r) => r.qrCode)).size).toBe(30);
    const again = await api('POST', 'facility/rooms/import/preview', manager, {
      facilityId: a.siteIds[0],
      csv: 'Aile;Chambre;Type de chambre;Description\nSouth Wing > Floor 1;101;Resident Room;Window side',
    });
    expect(again.json().counts).toEqual({ new: 0, update: 1, error: 0 });
  });
});

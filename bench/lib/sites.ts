import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { THousekeepingConfig, TRoutine, TSite } from '@carehome/contracts';
import type pg from 'pg';
import { EMBEDDED_DATABASE, EMBEDDED_OWNER_ROLE } from '../../apps/server/src/platform/db/embedded-postgres.ts';
import type { BenchServer } from './server.ts';

// Bench sites as the product makes them (through the API: the site, its housekeeping configuration, its
// areas and rooms) and their history in bulk (SQL as the owner role with the tenant set): what the
// dashboard, reporting and scale scenarios start from.

export const TIME_ZONE = 'America/Toronto';

/** A site with one room type of three routines (Cron, Absolute, Relative), its rooms and a room state. */
export interface BenchSite {
  id: string;
  tenantId: string;
  rooms: { id: string; roomNumber: string }[];
  roomTypeId: string;
  routines: { cron: string; absolute: string; relative: string };
  stateId: string;
}

export type Api = <T>(method: 'GET' | 'POST', url: string, body?: unknown) => Promise<T>;

/** JSON requests to the bench server with a bearer token; an answer other than 2xx throws. */
export function apiClient(server: BenchServer, token: string): Api {
  return async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** Signs in with email and password: the session's bearer token. */
export async function signIn(server: BenchServer, email: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password } }),
  });
  if (!res.ok) throw new Error(`bench: sign-in of ${email} failed (${res.status})`);
  return ((await res.json()) as { token: { token: string } }).token.token;
}

/**
 * An owner connection to the bench server's embedded PostgreSQL. The server keeps its cluster's
 * passwords in DATA_DIR/postgres-credentials.json (so that it can restart on the same data), and
 * PostgreSQL writes its port on the fourth line of DATA_DIR/postgres/postmaster.pid (the file's
 * documented layout). Reading both is simpler than teaching the server to hand out an owner URL, and
 * it is the same role that runs the migrations: it owns the tables but, as FORCE ROW LEVEL SECURITY
 * applies to owners too, it writes tenant rows only with app.tenant_id set (see `asTenant`).
 */
export function ownerUrl(dataDir: string): string {
  const credFile = path.join(dataDir, 'postgres-credentials.json');
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(credFile) || !fs.existsSync(pidFile)) {
    throw new Error(`bench: no embedded PostgreSQL in ${dataDir} (is DATABASE_URL set?); it needs the owner role`);
  }
  const { ownerPassword } = JSON.parse(fs.readFileSync(credFile, 'utf8')) as { ownerPassword: string };
  const port = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[3] ?? '', 10);
  if (!Number.isInteger(port)) throw new Error(`bench: no port in ${pidFile}`);
  return `postgres://${EMBEDDED_OWNER_ROLE}:${encodeURIComponent(ownerPassword)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}

/** Like the server's `withTenant`: one transaction with app.tenant_id set, so row security admits the rows. */
export async function asTenant<T>(db: pg.Client, tenantId: string, fn: () => Promise<T>): Promise<T> {
  await db.query('begin');
  try {
    await db.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
    const out = await fn();
    await db.query('commit');
    return out;
  } catch (err) {
    await db.query('rollback').catch(() => undefined);
    throw err;
  }
}

/** `rooms` rooms numbered area by area (1001, 1002… in the first, 2001… in the second), spread evenly over `areas`. */
function layout(rooms: number, areas: number) {
  const areaIds = Array.from({ length: areas }, () => crypto.randomUUID());
  const perArea = new Array<number>(areas).fill(0);
  return {
    areas: areaIds.map((id, a) => ({ id, parentId: null, name: `Wing ${a + 1}` })),
    rooms: Array.from({ length: rooms }, (_, i) => {
      const a = Math.floor((i * areas) / rooms);
      perArea[a] = (perArea[a] ?? 0) + 1;
      return { areaId: areaIds[a] as string, roomNumber: String((a + 1) * 1000 + (perArea[a] ?? 0)) };
    }),
  };
}

/** The room type's three scheduled routines, found by their clean types in a configuration the bench made. */
function benchRoutines(config: THousekeepingConfig, roomTypeId: string): BenchSite['routines'] {
  const routines = config.roomTypes.find((t) => t.id === roomTypeId)?.routines ?? [];
  const id = (type: string) => {
    const found = routines.find((r) => r.schedule?.type === type);
    if (!found) throw new Error(`bench: the bench room type has no ${type} routine`);
    return found.id;
  };
  return { cron: id('Cron'), absolute: id('Absolute'), relative: id('Relative') };
}

/**
 * A configuration of one room type, "Bench Room", with three routines and the room states' cleans,
 * written over a site's starter configuration (through POST /housekeeping/update).
 */
async function configureBenchRoomType(api: Api, facilityId: string): Promise<{ config: THousekeepingConfig; roomTypeId: string }> {
  const [starter] = await api<[THousekeepingConfig]>('GET', `/api/housekeeping?facilityId=${facilityId}`);
  // The starter's default daily clean is the template, so that the routines validate as the server's own do.
  const template = starter.roomTypes.flatMap((t) => t.routines).find((r) => r.isDefault && r.operations.length);
  if (!template) throw new Error('bench: the starter configuration has no default routine to copy');
  const routine = (r: Pick<TRoutine, 'cleanType' | 'priority' | 'schedule'> & Partial<TRoutine>): TRoutine => ({
    ...template,
    id: crypto.randomUUID(),
    isDefault: false,
    shortcut: null,
    qrCode: null,
    stateClean: false,
    operations: template.operations.map((o) => ({ ...o, id: crypto.randomUUID() })),
    ...r,
  });
  const cron = routine({
    cleanType: 'Clean',
    priority: 10,
    isDefault: true,
    schedule: { type: 'Cron', cron: '0 8,14 * * *', dueAfterMinutes: 120, durationMinutes: 300 },
  });
  const absolute = routine({
    cleanType: 'Daily Clean',
    priority: 15,
    schedule: {
      type: 'Absolute',
      startDate: `${new Date().getUTCFullYear() - 6}-01-01`,
      endDate: null,
      period: 'Daily',
      every: 1,
      buckets: [
        { start: '07:00', due: '11:00', end: '13:00' },
        { start: '16:00', due: '18:00', end: '20:00' },
      ],
    },
  });
  const relative = routine({
    cleanType: 'Deep Clean',
    priority: 20,
    schedule: { type: 'Relative', afterLastClean: { amount: 1, unit: 'Months' }, dueAfter: { amount: 3, unit: 'Days' } },
  });
  // The clean each room state asks for must be a routine of the room type (the configuration checks it):
  // the starter's on-demand routines of those clean types, unscheduled, so they change no bucket.
  const stateCleans = [...new Set(starter.roomStates.flatMap((s) => (s.cleanType ? [s.cleanType] : [])))].flatMap((cleanType) => {
    const found = starter.roomTypes.flatMap((t) => t.routines).find((r) => r.cleanType === cleanType);
    return found ? [routine({ ...found, id: crypto.randomUUID(), schedule: null, isDefault: false })] : [];
  });
  const roomTypeId = crypto.randomUUID();
  const config = await api<THousekeepingConfig>('POST', '/api/housekeeping/update', {
    config: {
      ...starter,
      roomTypes: [
        {
          id: roomTypeId,
          roomType: 'Bench Room',
          roomStates: starter.roomStates.map((s) => s.id),
          settings: { allowGroupSelection: true, photoRequired: false },
          routines: [cron, absolute, relative, ...stateCleans],
        },
      ],
    },
  });
  return { config, roomTypeId };
}

export interface BenchSiteShape {
  name: string;
  rooms: number;
  areas: number;
  /**
   * An existing site without rooms to set up instead of a new one: an organization's first site, made by
   * onboarding (its bench configuration is written unless `like` says it copied one already).
   */
  siteId?: string;
  /**
   * A bench site of the same organization whose configuration the new site copies (POST /facility with
   * copyConfigurationFrom, as an administrator opens another site like the first): same room type and routines.
   */
  like?: BenchSite;
}

/**
 * A site of `rooms` rooms in `areas` areas, all of the one room type "Bench Room" (three routines:
 * Cron, Absolute, Relative), made through the API as an organization administrator would.
 */
export async function createBenchSite(api: Api, shape: BenchSiteShape): Promise<BenchSite> {
  const site = await api<TSite>('POST', '/api/facility', {
    site: {
      ...(shape.siteId ? { id: shape.siteId } : {}),
      name: shape.name,
      timeZone: TIME_ZONE,
      ...(shape.like && !shape.siteId ? { copyConfigurationFrom: shape.like.id } : {}),
    },
  });
  let bench: Omit<BenchSite, 'id' | 'tenantId' | 'rooms'>;
  if (shape.like) {
    bench = { roomTypeId: shape.like.roomTypeId, routines: shape.like.routines, stateId: shape.like.stateId };
  } else {
    const { config, roomTypeId } = await configureBenchRoomType(api, site.id);
    const stateId = config.roomStates[0]?.id;
    if (!stateId) throw new Error('bench: the configuration has no room state');
    bench = { roomTypeId, routines: benchRoutines(config, roomTypeId), stateId };
  }
  const { areas, rooms } = layout(shape.rooms, shape.areas);
  const saved = await api<TSite>('POST', '/api/facility/rooms', {
    facilityId: site.id,
    areas,
    rooms: rooms.map((r) => ({ ...r, roomTypeId: bench.roomTypeId })),
  });
  return { id: site.id, tenantId: site.tenantId, rooms: saved.rooms.map((r) => ({ id: r.id, roomNumber: r.roomNumber })), ...bench };
}

/**
 * A bench site made earlier by `createBenchSite`: its rooms through the API, its room type and routines from
 * `like` (a site whose configuration it copied) or else from its own configuration.
 */
export async function readBenchSite(api: Api, facilityId: string, like?: BenchSite): Promise<BenchSite> {
  const site = await api<TSite>('GET', `/api/facility/${facilityId}`);
  let bench: Omit<BenchSite, 'id' | 'tenantId' | 'rooms'>;
  if (like) {
    bench = { roomTypeId: like.roomTypeId, routines: like.routines, stateId: like.stateId };
  } else {
    const [config] = await api<[THousekeepingConfig]>('GET', `/api/housekeeping?facilityId=${facilityId}`);
    const roomType = config.roomTypes.find((t) => t.roomType === 'Bench Room');
    const stateId = config.roomStates[0]?.id;
    if (!roomType || !stateId) throw new Error(`bench: site ${facilityId} has no bench room type`);
    bench = { roomTypeId: roomType.id, routines: benchRoutines(config, roomType.id), stateId };
  }
  return { id: site.id, tenantId: site.tenantId, rooms: site.rooms.map((r) => ({ id: r.id, roomNumber: r.roomNumber })), ...bench };
}

/**
 * The last `days` days of a site's history in one INSERT ... SELECT: every site-local day × every room ×
 * the day's slots. A morning clean (08:10 to 08:50, priority 15: satisfies the Cron and the first
 * Absolute bucket), an afternoon clean (14:10 to 14:50, priority 10: the second Cron bucket), and a deep
 * clean (priority 20) once every 30 days per room, staggered: about 2.03 reports a room a day. About 3%
 * Incomplete and 1% Declined. Days run oldest first and rooms inside a day, as a real site writes them,
 * so a room's recent reports are spread over the table as in production, not packed together.
 */
export async function insertHistory(db: pg.Client, site: BenchSite, days: number): Promise<number> {
  const res = await asTenant(db, site.tenantId, () =>
    db.query(
      `insert into housekeeping_reports
         (id, tenant_id, facility_id, room_id, room_number, room_type_id, room_type, staff_first_name, staff_last_name,
          routine_id, clean_type, priority, status, start_date, report_date, operations, photos)
       select gen_random_uuid(), $1, $2, r.id, r.num, $6, 'Bench Room', 'Bench', 'Housekeeper',
         s.routine_id, s.clean_type, s.priority,
         case when (r.n * 7 + d.i * 13 + s.k) % 100 < 3 then 'Incomplete'
              when (r.n * 7 + d.i * 13 + s.k) % 100 < 4 then 'Declined'
              else 'Complete' end,
         t.start_date, t.start_date + interval '20 minutes', '[]'::jsonb, '[]'::jsonb
       from generate_series($4::int - 1, 0, -1) as d(i)
       cross join unnest($5::uuid[], $10::text[]) with ordinality as r(id, num, n)
       cross join (values (0, $7::uuid, 'Daily Clean', 15, 490), (1, $8::uuid, 'Clean', 10, 850), (2, $9::uuid, 'Deep Clean', 20, 610))
         as s(k, routine_id, clean_type, priority, minute)
       cross join lateral (
         select (((now() at time zone $3)::date - d.i) + make_interval(mins => s.minute + ((r.n + d.i) % 40)::int)) at time zone $3
           as start_date) t
       where (s.k < 2 or (r.n + d.i) % 30 = 0) and t.start_date + interval '20 minutes' <= now()`,
      [
        site.tenantId,
        site.id,
        TIME_ZONE,
        days,
        site.rooms.map((r) => r.id),
        site.roomTypeId,
        site.routines.absolute,
        site.routines.cron,
        site.routines.relative,
        site.rooms.map((r) => r.roomNumber),
      ],
    ),
  );
  return res.rowCount ?? 0;
}

/** Reports a room a day in `insertHistory`: a morning and an afternoon clean, and a deep clean every 30 days. */
export const HISTORY_REPORTS_PER_ROOM_DAY = 2 + 1 / 30;

/** room_last_cleans as the server keeps it: the latest completed clean of each room at each priority. */
export async function insertLastCleans(db: pg.Client, tenantId: string, siteIds: string[]): Promise<number> {
  const res = await asTenant(db, tenantId, async () => {
    // In memory: the sort of a few million rows spills to disk at the default 4 MB.
    await db.query(`set local work_mem = '512MB'`);
    return db.query(
      `insert into room_last_cleans (tenant_id, room_id, priority, completed_at, report_id)
       select distinct on (room_id, priority) tenant_id, room_id, priority, report_date, id
       from housekeeping_reports
       where facility_id = any($1::uuid[]) and status = 'Complete'
       order by room_id, priority, report_date desc`,
      [siteIds],
    );
  });
  return res.rowCount ?? 0;
}

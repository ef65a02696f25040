import crypto from 'node:crypto';
import type { TSyncEffect } from '@carehome/contracts';
import { type defaultVacatedRoomAction, siteToday } from '@carehome/domain';
import { DateTime } from 'luxon';
import { systemActor, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { moveResidentIn, type RoomIndex, roomIndexOf } from '../residents/index.ts';
import { loadSiteLayout } from '../sites/index.ts';
import type { DataSourceRow } from './data-sources.repository.ts';

// What every step of the sync shares, inside the caller's transaction: who it acts as, what it knows of
// the site (its calendar, vacated-room setting and rooms), and how it tells of what it did or refused.

/** Who the sync acts as: the data source, named in events and the residents' access logs. */
export function syncActor(ds: Pick<DataSourceRow, 'id' | 'tenantId' | 'facilityId' | 'name'>): { auth: TenantAuth; meta: RequestMeta } {
  return {
    auth: systemActor({ id: ds.id, displayName: `Care-records sync (${ds.name})`, tenantId: ds.tenantId, facilityId: ds.facilityId }),
    meta: {
      ip: null,
      userAgent: 'care-records-sync',
      traceId: crypto.randomUUID(),
      deviceId: null,
      sessionId: null,
      actorKind: 'system',
      actorId: ds.id,
    },
  };
}

/** What the sync needs of the site, loaded once per transaction. */
export interface SiteContext {
  ds: DataSourceRow;
  auth: TenantAuth;
  meta: RequestMeta;
  timeZone: string;
  vacatedSetting: Parameters<typeof defaultVacatedRoomAction>[0];
  rooms: RoomIndex;
  /** Room type ids of the site's rooms, to give a created room the type most of its neighbours have. */
  roomTypeOf: Map<string, string | null>;
  areaOf: Map<string, string | null>;
}

/** The site's layout as the sync sees it; an archived or unknown site is not found. */
export async function loadSiteContext(tx: Executor, ds: DataSourceRow): Promise<SiteContext> {
  const layout = await loadSiteLayout(tx, ds.facilityId, { activeOnly: true });
  const { auth, meta } = syncActor(ds);
  return {
    ds,
    auth,
    meta,
    timeZone: layout.site.timeZone,
    vacatedSetting: layout.config?.settings.vacatedRoom ?? { action: 'clean', cleanType: null, roomStateId: null },
    rooms: roomIndexOf(layout),
    roomTypeOf: new Map(layout.rooms.map((r) => [r.id, r.roomTypeId])),
    areaOf: new Map(layout.rooms.map((r) => [r.id, r.areaId])),
  };
}

/** The site's rooms read again, after the sync added one (archived rooms too, so old moves still name theirs). */
export async function reloadRooms(tx: Executor, s: SiteContext): Promise<void> {
  s.rooms = roomIndexOf(await loadSiteLayout(tx, s.ds.facilityId));
}

/** The site's calendar day of an external time (now without one). */
export const localDate = (s: SiteContext, iso: string | null) =>
  iso ? (DateTime.fromISO(iso, { zone: 'utc' }).setZone(s.timeZone).toISODate() as string) : siteToday(s.timeZone);

export const roomNumberOf = (s: SiteContext, roomId: string | null) => (roomId ? (s.rooms.get(roomId)?.roomNumber ?? null) : null);

export type SyncMove = Omit<Parameters<typeof moveResidentIn>[3], 'facilityId'>;

/** A move the external system told of, made through the residents module as the sync (an imported resident moves only so). */
export const moveAsSync = (tx: Executor, s: SiteContext, input: SyncMove) =>
  moveResidentIn(tx, s.auth, s.meta, { facilityId: s.ds.facilityId, ...input }, { bySync: true });

/** What one ADT record did, as the message's log lists it. */
export const effect = (kind: TSyncEffect['kind'], over: Partial<TSyncEffect> = {}): TSyncEffect => ({
  kind,
  residentName: null,
  roomNumber: null,
  cleanType: null,
  cleanKept: false,
  ...over,
});

/** A sync step that our own rules refused (an archived room, a clean type the room type lacks), as a readable failure. */
export function refusalOf(err: unknown): { code: 'sync.room_archived' | 'sync.external_error'; status: null; detail: string } | null {
  if (!(err instanceof AppError)) return null;
  const field = err.errors[0]?.field ?? '';
  return {
    code: /room/i.test(field) ? 'sync.room_archived' : 'sync.external_error',
    status: null,
    detail: err.errors[0]?.code ?? err.code,
  };
}

import type { ConfigDocument } from '../modules/housekeeping/index.ts';
import type { listAreas, listRooms } from '../modules/sites/index.ts';
import type { Executor } from '../platform/db/database.ts';

/** A small seeded random generator: the demo looks the same on every first start. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T, chance: (p: number) => next() < p };
}

export type Random = ReturnType<typeof random>;

/** A demo staff member, as the history names them. */
export interface DemoStaff {
  id: string;
  firstName: string;
  lastName: string;
}

/** What the demo history of a site is made from. */
export interface DemoHistoryOptions {
  tenantId: string;
  facilityId: string;
  timeZone: string;
  config: ConfigDocument;
  housekeepers: DemoStaff[];
  auditor: DemoStaff;
  /** Who admits and moves the demo residents (a nurse). */
  nurse: DemoStaff;
  seed: number;
  now?: Date;
}

export type DemoRoom = Awaited<ReturnType<typeof listRooms>>[number];
export type DemoArea = Awaited<ReturnType<typeof listAreas>>[number];

/** The site the history is written for, read once: each part of the history works from it. */
export interface DemoSite {
  tx: Executor;
  opts: DemoHistoryOptions;
  tenantId: string;
  facilityId: string;
  timeZone: string;
  config: ConfigDocument;
  now: Date;
  rnd: Random;
  /** The site's rooms in use. */
  rooms: DemoRoom[];
  areas: DemoArea[];
  typeOf: Map<string, ConfigDocument['roomTypes'][number]>;
}

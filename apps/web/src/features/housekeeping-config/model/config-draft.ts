import type { THousekeepingConfig, TRoomState, TRoomTypeConfig, TRoutine } from '@carehome/contracts';

// Pure, immutable edits of a site's housekeeping configuration. Every edit copies only the path it
// changes (structural sharing), so unchanged room types, routines and operations keep their object
// identity: memoised rows skip re-rendering and `sameValue` compares large drafts cheaply.

export type Config = THousekeepingConfig;

/** The room complete colour: the default colour of a Clean routine. */
export const COMPLETE_COLOR = '#C5E379';

/** A new random id (UUID v4), also where `crypto.randomUUID` is missing (plain http on a LAN). */
export function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Deep equality of JSON values that returns at once on shared references. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The name key of clean types, room types and states: trimmed, case-insensitive. */
export const nameKey = (name: string): string => name.trim().toLowerCase();

/** The list with the item at `index` moved by `delta` places (unchanged when it would leave the list). */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1) as [T];
  out.splice(to, 0, item);
  return out;
}

export function updateRoomType(config: Config, typeId: string, fn: (t: TRoomTypeConfig) => TRoomTypeConfig): Config {
  return { ...config, roomTypes: config.roomTypes.map((t) => (t.id === typeId ? fn(t) : t)) };
}

export function updateRoutine(config: Config, typeId: string, routineId: string, fn: (r: TRoutine) => TRoutine): Config {
  return updateRoomType(config, typeId, (t) => ({ ...t, routines: t.routines.map((r) => (r.id === routineId ? fn(r) : r)) }));
}

export function newRoutine(cleanType = ''): TRoutine {
  return {
    id: newId(),
    cleanType,
    kind: 'Standard',
    priority: 10,
    color: COMPLETE_COLOR,
    isDefault: false,
    qrCode: null,
    tags: [],
    shortcut: null,
    operations: [],
    schedule: null,
    stateClean: false,
    detailImages: [],
    outbreakOnly: false,
    agent: null,
    contactTimeMinutes: null,
  };
}

/** A name not yet in `taken` (case-insensitive): `make(1)`, `make(2)`, … */
export function uniqueName(taken: readonly string[], make: (n: number) => string): string {
  const keys = new Set(taken.map(nameKey));
  for (let n = 1; ; n++) {
    const name = make(n);
    if (!keys.has(nameKey(name))) return name;
  }
}

/** A copy of a routine with new ids, never the default, under a name the room type does not use yet. */
export function duplicateRoutine(routine: TRoutine, taken: readonly string[], copyName: (n: number) => string): TRoutine {
  return {
    ...structuredClone(routine),
    id: newId(),
    cleanType: uniqueName(taken, copyName),
    isDefault: false,
    qrCode: null,
    operations: routine.operations.map((o) => ({ ...structuredClone(o), id: newId() })),
  };
}

/** Only one default routine per room type: choosing one clears the others. */
export function setDefaultRoutine(routines: readonly TRoutine[], routineId: string, on: boolean): TRoutine[] {
  return routines.map((r) => {
    const isDefault = r.id === routineId ? on : on ? false : r.isDefault;
    return r.isDefault === isDefault ? r : { ...r, isDefault };
  });
}

/** A new room type, empty or with copies of another type's routines and settings. */
export function newRoomType(name: string, copyFrom?: TRoomTypeConfig | null): TRoomTypeConfig {
  return {
    id: newId(),
    roomType: name.trim(),
    routines: (copyFrom?.routines ?? []).map((r) => ({
      ...structuredClone(r),
      id: newId(),
      operations: r.operations.map((o) => ({ ...structuredClone(o), id: newId() })),
    })),
    roomStates: [...(copyFrom?.roomStates ?? [])],
    settings: copyFrom ? { ...copyFrom.settings } : { allowGroupSelection: true, photoRequired: false },
  };
}

/** Room types of `base` that the draft removed, put back where they were. */
export function restoreRemovedRoomTypes(draft: Config, base: Config): Config {
  const kept = new Set(draft.roomTypes.map((t) => t.id));
  const removed = base.roomTypes.filter((t) => !kept.has(t.id));
  if (!removed.length) return draft;
  const roomTypes = [...draft.roomTypes];
  for (const type of removed) roomTypes.splice(Math.min(base.roomTypes.indexOf(type), roomTypes.length), 0, type);
  return { ...draft, roomTypes };
}

// ---------------------------------------------------------------------------------------------
// Clean types and shortcuts

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Distinct clean types of every room type (first spelling kept), sorted. */
export function cleanTypesInUse(config: Pick<Config, 'roomTypes'>): string[] {
  const byKey = new Map<string, string>();
  for (const t of config.roomTypes)
    for (const r of t.routines) {
      const k = nameKey(r.cleanType);
      if (k && !byKey.has(k)) byKey.set(k, r.cleanType.trim());
    }
  return [...byKey.values()].sort(collator.compare);
}

export type TShortcut = NonNullable<TRoutine['shortcut']>;

export interface ShortcutRow {
  key: string;
  cleanType: string;
  roomTypes: string[];
  routineCount: number;
  /** The shortcut of the first routine that has one; null when none has. */
  shortcut: TShortcut | null;
  /** Routines of this clean type disagree (some with, some without, or different shortcuts). */
  mixed: boolean;
  color: string;
}

/** One row per distinct clean type across room types (spec: one box per clean type that has a shortcut). */
export function shortcutRows(config: Pick<Config, 'roomTypes'>): ShortcutRow[] {
  const rows = new Map<string, ShortcutRow & { shortcuts: (TShortcut | null)[] }>();
  for (const t of config.roomTypes)
    for (const r of t.routines) {
      const key = nameKey(r.cleanType);
      if (!key) continue;
      let row = rows.get(key);
      if (!row) {
        row = {
          key,
          cleanType: r.cleanType.trim(),
          roomTypes: [],
          routineCount: 0,
          shortcut: null,
          mixed: false,
          color: r.color,
          shortcuts: [],
        };
        rows.set(key, row);
      }
      if (!row.roomTypes.includes(t.roomType)) row.roomTypes.push(t.roomType);
      row.routineCount++;
      row.shortcuts.push(r.shortcut);
      if (!row.shortcut && r.shortcut) row.shortcut = r.shortcut;
    }
  return [...rows.values()]
    .map(({ shortcuts, ...row }) => ({ ...row, mixed: shortcuts.some((s) => !sameValue(s, shortcuts[0])) }))
    .sort((a, b) => collator.compare(a.cleanType, b.cleanType));
}

/** Sets (or clears) the shortcut of every routine of a clean type. */
export function applyShortcut(config: Config, key: string, shortcut: TShortcut | null): Config {
  return {
    ...config,
    roomTypes: config.roomTypes.map((t) =>
      t.routines.some((r) => nameKey(r.cleanType) === key)
        ? {
            ...t,
            routines: t.routines.map((r) => (nameKey(r.cleanType) === key ? { ...r, shortcut: shortcut ? { ...shortcut } : null } : r)),
          }
        : t,
    ),
  };
}

/** The boxes of the cleaning screen's shortcuts overlay, in order. */
export function overlayBoxes(rows: readonly ShortcutRow[]): { key: string; cleanType: string; shortcut: TShortcut }[] {
  return rows
    .filter((r): r is ShortcutRow & { shortcut: TShortcut } => r.shortcut !== null)
    .map((r) => ({ key: r.key, cleanType: r.cleanType, shortcut: r.shortcut }))
    .sort((a, b) => a.shortcut.order - b.shortcut.order || collator.compare(a.cleanType, b.cleanType));
}

// ---------------------------------------------------------------------------------------------
// Room states and tags

export function newRoomState(order: number): TRoomState {
  return { id: newId(), stateName: '', tags: [], order, color: '#FFD43B', borderColor: '#E8590C', style: 'solid', cleanType: null };
}

/** Removes a room state and every room type's reference to it. */
export function removeRoomState(config: Config, stateId: string): Config {
  return {
    ...config,
    roomStates: config.roomStates.filter((s) => s.id !== stateId),
    roomTypes: config.roomTypes.map((t) =>
      t.roomStates.includes(stateId) ? { ...t, roomStates: t.roomStates.filter((id) => id !== stateId) } : t,
    ),
  };
}

/** The room types a state applies to become exactly `typeIds`. */
export function setStateRoomTypes(config: Config, stateId: string, typeIds: readonly string[]): Config {
  return {
    ...config,
    roomTypes: config.roomTypes.map((t) => {
      const want = typeIds.includes(t.id);
      const has = t.roomStates.includes(stateId);
      if (want === has) return t;
      return { ...t, roomStates: want ? [...t.roomStates, stateId] : t.roomStates.filter((id) => id !== stateId) };
    }),
  };
}

/** Every tag of routines, room states and room events, for suggestions. */
export function allTags(config: Config): string[] {
  const tags = new Map<string, string>();
  const add = (tag: string) => {
    const k = nameKey(tag);
    if (k && !tags.has(k)) tags.set(k, tag.trim());
  };
  for (const t of config.roomTypes) for (const r of t.routines) r.tags.forEach(add);
  for (const s of config.roomStates) s.tags.forEach(add);
  for (const e of config.roomEvents) e.cleanTags.forEach(add);
  return [...tags.values()].sort(collator.compare);
}

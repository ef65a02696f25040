import type { TExternalPatient, TRoomArea, TSyncResident } from '@carehome/contracts';
import { areaChain } from '@carehome/domain';

// The import's choices: which external residents are chosen, whether their rooms exist here, and the
// area new rooms go in.

/** The patient's name as a list shows it: 'Mrs Mary Smith (Molly)'. */
export function patientName(p: Pick<TExternalPatient, 'namePrefix' | 'firstName' | 'lastName' | 'nickName'>): string {
  const name = [p.namePrefix, p.firstName, p.lastName]
    .map((x) => x?.trim())
    .filter(Boolean)
    .join(' ');
  return p.nickName?.trim() ? `${name} (${p.nickName.trim()})` : name;
}

/** The room and bed as the external system names them: '204 · B', or null when it gives none. */
export function externalRoomLabel(p: Pick<TExternalPatient, 'roomNumber' | 'bed'>): string | null {
  const room = p.roomNumber?.trim();
  if (!room) return null;
  return p.bed?.trim() ? `${room} · ${p.bed.trim()}` : room;
}

/** True when importing the resident creates their room: none of ours has the external room number. */
export const createsRoom = (r: TSyncResident) => r.roomId === null && Boolean(r.patient.roomNumber?.trim());

/** The room numbers the import of the chosen residents creates (each once, in number order). */
export function roomsToCreate(residents: readonly TSyncResident[], chosen: ReadonlySet<string>): string[] {
  const numbers = new Set<string>();
  for (const r of residents) if (chosen.has(r.patient.patientId) && createsRoom(r)) numbers.add((r.patient.roomNumber ?? '').trim());
  return [...numbers].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

/** An area is needed when a chosen resident's room will be created. */
export const needsArea = (residents: readonly TSyncResident[], chosen: ReadonlySet<string>) => roomsToCreate(residents, chosen).length > 0;

/** Residents to bring in or bring up to date (New or Updated). */
export const wantsImport = (r: TSyncResident) => r.syncStatus !== 'None';

/**
 * The chosen patient ids kept after the list changed (another filter, a reload): only those still
 * listed stay chosen.
 */
export function keepListed(chosen: ReadonlySet<string>, residents: readonly TSyncResident[]): Set<string> {
  return new Set(residents.map((r) => r.patient.patientId).filter((id) => chosen.has(id)));
}

/** The header checkbox: all of the shown rows chosen, some, or none. */
export function selectionState(residents: readonly TSyncResident[], chosen: ReadonlySet<string>): 'all' | 'some' | 'none' {
  const count = residents.filter((r) => chosen.has(r.patient.patientId)).length;
  if (count === 0) return 'none';
  return count === residents.length ? 'all' : 'some';
}

/**
 * The site's areas as the picker offers them: not archived, each named by its path ('Main building ›
 * Floor 2'), in the layout's order.
 */
export function areaChoices(areas: readonly TRoomArea[]): { value: string; label: string }[] {
  const byId = new Map(areas.map((a) => [a.id, a]));
  const pathOf = (a: TRoomArea): TRoomArea[] => areaChain(byId, a.id);
  const live = areas.filter((a) => !a.isArchived && pathOf(a).every((p) => !p.isArchived));
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  const compare = (x: TRoomArea[], y: TRoomArea[]): number => {
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const [a, b] = [x[i] as TRoomArea, y[i] as TRoomArea];
      if (a.id !== b.id) return a.order - b.order || collator.compare(a.name, b.name);
    }
    return x.length - y.length;
  };
  return live
    .map((a) => ({ area: a, path: pathOf(a) }))
    .sort((x, y) => compare(x.path, y.path))
    .map(({ area, path }) => ({ value: area.id, label: path.map((p) => p.name).join(' › ') }));
}

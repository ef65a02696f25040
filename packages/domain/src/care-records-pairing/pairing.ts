import type { TPairReason } from '@carehome/contracts';
import { type AreaLink, areaPaths } from '../sites/area-path.ts';

// The reconciliation's rules before the first import from a care-records system: which resident the
// site already holds each external patient is (the same resident ID, or the same name in the same room;
// the nurse confirms or changes each pair), which residents the external system does not know, and
// which area a room the site lacks is suggested for (from the external unit or floor). The server
// proposes with them and checks the nurse's decisions with them; the screen recounts with them.

export interface PairingPatient {
  patientId: string;
  firstName: string;
  lastName: string;
  roomNumber: string | null;
}

export interface PairingResident {
  id: string;
  /** The resident ID staff gave the resident (the external system may know it as its patient id). */
  residentId: string;
  firstName: string;
  lastName: string;
  roomNumber: string | null;
}

export interface ProposedPair {
  residentId: string;
  reason: TPairReason;
}

/** A name or room number as compared: accents, case, punctuation and repeated spaces ignored ('O’Connor' = 'oconnor'). */
export function pairingKey(s: string | null | undefined): string {
  return (s ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const nameKey = (p: { firstName: string; lastName: string }) => `${pairingKey(p.firstName)}|${pairingKey(p.lastName)}`;

/**
 * The resident proposed for each patient: first the same resident ID (our resident ID equal to the
 * patient id), then the same name in the same room. A resident is proposed once; a name and room that
 * two residents (or two patients) share proposes nothing, so the nurse chooses.
 */
export function proposePairs(patients: readonly PairingPatient[], residents: readonly PairingResident[]): Map<string, ProposedPair> {
  const pairs = new Map<string, ProposedPair>();
  const taken = new Set<string>();
  const byRef = new Map<string, PairingResident[]>();
  for (const r of residents) {
    const k = pairingKey(r.residentId);
    if (k) byRef.set(k, [...(byRef.get(k) ?? []), r]);
  }
  for (const p of patients) {
    const found = byRef.get(pairingKey(p.patientId));
    if (found?.length === 1 && !taken.has((found[0] as PairingResident).id)) {
      const r = found[0] as PairingResident;
      pairs.set(p.patientId, { residentId: r.id, reason: 'residentId' });
      taken.add(r.id);
    }
  }
  const key = (x: { firstName: string; lastName: string; roomNumber: string | null }) =>
    x.roomNumber && pairingKey(x.roomNumber) ? `${nameKey(x)}|${pairingKey(x.roomNumber)}` : null;
  const residentsByKey = new Map<string, PairingResident[]>();
  for (const r of residents) {
    const k = key(r);
    if (k && !taken.has(r.id)) residentsByKey.set(k, [...(residentsByKey.get(k) ?? []), r]);
  }
  const patientsByKey = new Map<string, number>();
  for (const p of patients) {
    const k = key(p);
    if (k && !pairs.has(p.patientId)) patientsByKey.set(k, (patientsByKey.get(k) ?? 0) + 1);
  }
  for (const p of patients) {
    const k = key(p);
    if (!k || pairs.has(p.patientId) || patientsByKey.get(k) !== 1) continue;
    const found = residentsByKey.get(k);
    if (found?.length !== 1) continue;
    const r = found[0] as PairingResident;
    pairs.set(p.patientId, { residentId: r.id, reason: 'nameAndRoom' });
    taken.add(r.id);
  }
  return pairs;
}

/** The residents no pair names: the ones the external system does not know (offered for discharge). */
export function unpairedResidents<R extends { id: string }>(residents: readonly R[], pairs: Iterable<{ residentId: string | null }>): R[] {
  const paired = new Set<string>();
  for (const p of pairs) if (p.residentId) paired.add(p.residentId);
  return residents.filter((r) => !paired.has(r.id));
}

/** The codes of what can be wrong with the nurse's decisions (the server answers them on the field). */
export type PairingProblemCode =
  | 'sync.patient_twice'
  | 'sync.resident_paired_twice'
  | 'sync.resident_paired_and_discharged'
  | 'validation.invalid';

/**
 * What is wrong with the nurse's decisions, on the field: a patient twice, a resident in two pairs, a
 * resident both paired and discharged, or one that is not among the site's residents entered by hand.
 */
export function pairingProblems(
  decision: { pairs: readonly { patientId: string; residentId: string | null }[]; discharge: readonly string[] },
  residentIds: ReadonlySet<string>,
): { field: string; code: PairingProblemCode }[] {
  const problems: { field: string; code: PairingProblemCode }[] = [];
  const patients = new Set<string>();
  const paired = new Set<string>();
  decision.pairs.forEach((p, i) => {
    if (patients.has(p.patientId)) problems.push({ field: `pairs.${i}.patientId`, code: 'sync.patient_twice' });
    patients.add(p.patientId);
    if (!p.residentId) return;
    if (!residentIds.has(p.residentId)) problems.push({ field: `pairs.${i}.residentId`, code: 'validation.invalid' });
    else if (paired.has(p.residentId)) problems.push({ field: `pairs.${i}.residentId`, code: 'sync.resident_paired_twice' });
    paired.add(p.residentId);
  });
  decision.discharge.forEach((id, i) => {
    if (!residentIds.has(id)) problems.push({ field: `discharge.${i}`, code: 'validation.invalid' });
    else if (paired.has(id)) problems.push({ field: `discharge.${i}`, code: 'sync.resident_paired_and_discharged' });
  });
  return problems;
}

export interface PairingArea extends AreaLink {
  /** The area's place among its siblings (the layout editor's order). */
  order?: number;
}

/**
 * The area suggested for a room the site lacks: the area whose path names the external unit (a wing,
 * a unit) and whose own name the floor ('2' in 'Floor 2', or the floor's whole name), the better match
 * first (the unit's own area when no area inside it is the floor) and the deeper area on a tie; without either, the area most of the site's rooms that share the
 * number's leading digit sit in (305 beside 301-310); else none.
 */
export function suggestArea(
  room: { roomNumber: string; unit?: string | null | undefined; floor?: string | null | undefined },
  areas: readonly PairingArea[],
  rooms: readonly { roomNumber: string; areaId: string | null }[],
): string | null {
  const paths = areaPaths(areas);
  const unit = pairingKey(room.unit);
  const floor = pairingKey(room.floor);
  let best: { id: string; score: number; depth: number } | null = null;
  if (unit || floor) {
    for (const a of areas) {
      const path = (paths.get(a.id) ?? []).map(pairingKey);
      const own = pairingKey(a.name);
      const unitHit = unit !== '' && path.includes(unit);
      const floorHit = floor !== '' && (own === floor || own.split(' ').includes(floor));
      // The unit's own area beats the areas inside it, unless one of those is also the floor.
      const score = (unitHit ? 2 : 0) + (floorHit ? 1 : 0) + (unitHit && own === unit ? 0.5 : 0);
      if (score === 0) continue;
      if (!best || score > best.score || (score === best.score && path.length > best.depth)) best = { id: a.id, score, depth: path.length };
    }
  }
  if (best) return best.id;
  const lead = leadingDigit(room.roomNumber);
  if (lead === null) return null;
  const known = new Set(areas.map((a) => a.id));
  const counts = new Map<string, number>();
  for (const r of rooms) {
    if (!r.areaId || !known.has(r.areaId)) continue;
    if (leadingDigit(r.roomNumber) !== lead || r.roomNumber.trim().length !== room.roomNumber.trim().length) continue;
    counts.set(r.areaId, (counts.get(r.areaId) ?? 0) + 1);
  }
  return [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? null;
}

/** The floor digit of a room number of three or more digits ('305' → '3'); null for others ('Lounge 1', '12'). */
function leadingDigit(roomNumber: string): string | null {
  const m = /^(\d)\d{2,}$/.exec(roomNumber.trim());
  return m ? (m[1] as string) : null;
}

/** The fields of a room that a scanned or typed code is matched against. */
export interface QrMatchRoom {
  qrCode: string;
  roomNumber: string;
  isArchived?: boolean;
}

/** What a scanned or typed code points at. */
export type QrMatch<R> =
  | { kind: 'room'; room: R }
  /** Nothing was entered (only blanks). */
  | { kind: 'empty' }
  /** No room has this code (nor this number). */
  | { kind: 'none'; code: string }
  /** Several rooms have this number (numbers are unique only within their area): the QR code is needed. */
  | { kind: 'ambiguous'; code: string; rooms: R[] };

const fold = (s: string) => s.trim().toLocaleUpperCase();

function only<R>(found: R[]): R | null | 'many' {
  if (found.length === 0) return null;
  return found.length === 1 ? (found[0] as R) : 'many';
}

/**
 * Finds the room of a code read by the camera, typed by a hand-held scanner (which ends with Enter) or
 * typed by hand. The printed label holds the room's `qrCode`: an exact match (after trimming) wins.
 * For typing by hand, the code is also matched without regard to case, and a room number is accepted
 * when exactly one room has it. Archived rooms are never matched.
 */
export function matchRoomCode<R extends QrMatchRoom>(rooms: readonly R[], input: string): QrMatch<R> {
  const code = input.trim();
  if (!code) return { kind: 'empty' };
  const live = rooms.filter((r) => !r.isArchived);

  const exact = live.find((r) => r.qrCode.trim() === code);
  if (exact) return { kind: 'room', room: exact };

  const folded = fold(code);
  const byCode = only(live.filter((r) => fold(r.qrCode) === folded));
  if (byCode && byCode !== 'many') return { kind: 'room', room: byCode };

  const sameNumber = live.filter((r) => r.roomNumber.trim() === code);
  const byNumber = sameNumber.length ? sameNumber : live.filter((r) => fold(r.roomNumber) === folded);
  if (byNumber.length === 1) return { kind: 'room', room: byNumber[0] as R };
  if (byNumber.length > 1) return { kind: 'ambiguous', code, rooms: byNumber };
  return { kind: 'none', code };
}

import type { TDashboardDelta, TDashboardHead, TDashboardRoom, THubDelta } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { applyAnswer, applyHubDelta, applyHubDeltas, type Board, patchRooms } from './board-delta.ts';

// Only what the merge looks at: a room's id, and a label that tells one version of a tile from another.
const room = (id: string, label = 'OK') => ({ id, roomNumber: id, status: { label } }) as unknown as TDashboardRoom;
const head = (name: string) => ({ facilityId: 'f', name }) as unknown as TDashboardHead;
const ids = (rooms: readonly TDashboardRoom[]) => rooms.map((r) => `${r.id}:${r.status.label}`);

const board = (version = 10, at = 1_000): Board => ({
  config: head('config'),
  rooms: [room('101'), room('102'), room('103')],
  version,
  at,
});
const answer = (over: Partial<TDashboardDelta>): TDashboardDelta => ({
  facilityId: 'f',
  version: 12,
  at: 5_000,
  complete: false,
  rooms: [],
  removed: [],
  ...over,
});
const hub = (previous: number, version: number, rooms: TDashboardRoom[] = [], removed: string[] = [], at = 4_000): THubDelta => ({
  previous,
  version,
  at,
  rooms,
  removed,
});

describe('patchRooms', () => {
  it('replaces rooms by id where they stand, adds new ones at the end, takes removed ones out', () => {
    const rooms = [room('101'), room('102'), room('103')];
    const out = patchRooms(rooms, [room('104', 'Missed'), room('102', 'DueSoon')], ['103']);
    expect(ids(out)).toEqual(['101:OK', '102:DueSoon', '104:Missed']);
    // An unchanged tile keeps its object: React skips it.
    expect(out[0]).toBe(rooms[0]);
  });

  it('keeps the same list when nothing changed', () => {
    const rooms = [room('101')];
    expect(patchRooms(rooms, [], [])).toBe(rooms);
  });

  it('does not add back a room that is both changed and removed', () => {
    expect(ids(patchRooms([room('101')], [room('102')], ['102']))).toEqual(['101:OK']);
  });
});

describe('applyAnswer', () => {
  it('replaces the whole board with a complete answer, its configuration with it', () => {
    const out = applyAnswer(board(), answer({ complete: true, head: head('new'), rooms: [room('201')], version: 40, at: 9_000 }));
    expect(out).toEqual({ config: head('new'), rooms: [room('201')], version: 40, at: 9_000 });
  });

  it('takes a complete answer with no board held (the first read)', () => {
    const out = applyAnswer(undefined, answer({ complete: true, head: head('first'), rooms: [room('101')], version: 3 }));
    expect(out?.version).toBe(3);
    expect(out?.config).toEqual(head('first'));
  });

  it('patches the board with a partial answer and takes its version and time', () => {
    const out = applyAnswer(board(10, 1_000), answer({ rooms: [room('102', 'Missed')], removed: ['101'], version: 12, at: 5_000 }));
    expect(out && ids(out.rooms)).toEqual(['102:Missed', '103:OK']);
    expect(out).toMatchObject({ version: 12, at: 5_000, config: head('config') });
  });

  it('moves the time on even when nothing changed (a tablet that is up to date)', () => {
    const held = board(10, 1_000);
    const out = applyAnswer(held, answer({ version: 10, at: 7_000 }));
    expect(out?.rooms).toBe(held.rooms);
    expect(out).toMatchObject({ version: 10, at: 7_000 });
  });

  it('cannot patch nothing: a partial answer with no board asks for the whole board', () => {
    expect(applyAnswer(undefined, answer({ rooms: [room('101')] }))).toBeNull();
  });

  it('takes a complete answer whatever the version held (a server restored from a backup counts from lower)', () => {
    const out = applyAnswer(board(50), answer({ complete: true, head: head('restored'), rooms: [room('101')], version: 7 }));
    expect(out).toMatchObject({ version: 7, config: head('restored') });
  });
});

describe('an answer with the hub messages that came while it was read', () => {
  it('keeps the changes of messages newer than the answer', () => {
    // Asked from 10; while the read was on its way, 102 was cleaned at 12 and 103 at 13; the answer is at 12.
    const read = applyAnswer(board(10), answer({ rooms: [room('102', 'OK')], version: 12 })) as Board;
    const out = applyHubDeltas(read, [hub(11, 12, [room('102', 'OK')]), hub(12, 13, [room('103', 'Declined')])]);
    expect(out.gap).toBe(false);
    expect(out.board.version).toBe(13);
    expect(ids(out.board.rooms)).toEqual(['101:OK', '102:OK', '103:Declined']);
  });

  it('does not take back what the answer has newer', () => {
    const read = applyAnswer(board(10), answer({ rooms: [room('102', 'Missed')], version: 14 })) as Board;
    const out = applyHubDeltas(read, [hub(10, 11, [room('102', 'OK')])]);
    expect(out.board).toBe(read);
  });
});

describe('applyHubDelta', () => {
  it('applies changes that follow on from the board, keeping the older time', () => {
    const fit = applyHubDelta(board(10, 1_000), hub(10, 11, [room('103', 'Declined')], [], 4_000));
    expect(fit.kind).toBe('applied');
    if (fit.kind !== 'applied') return;
    expect(ids(fit.board.rooms)).toEqual(['101:OK', '102:OK', '103:Declined']);
    expect(fit.board).toMatchObject({ version: 11, at: 1_000 });
  });

  it('applies a message whose changes start before the board (previous <= version < delta.version)', () => {
    const fit = applyHubDelta(board(11), hub(10, 12, [room('101', 'Missed')]));
    expect(fit.kind === 'applied' && fit.board.version).toBe(12);
  });

  it('has nothing to do with changes the board already has', () => {
    expect(applyHubDelta(board(11), hub(10, 11)).kind).toBe('current');
    expect(applyHubDelta(board(12), hub(10, 11)).kind).toBe('current');
  });

  it('says when a message was missed', () => {
    expect(applyHubDelta(board(10), hub(11, 12)).kind).toBe('gap');
  });
});

describe('applyHubDeltas (messages held while a cleaning was open)', () => {
  it('applies them in order when they chain', () => {
    const out = applyHubDeltas(board(10), [hub(10, 11, [room('101', 'Missed')]), hub(11, 12, [room('101', 'OK'), room('102', 'DueSoon')])]);
    expect(out.gap).toBe(false);
    expect(out.board.version).toBe(12);
    expect(ids(out.board.rooms)).toEqual(['101:OK', '102:DueSoon', '103:OK']);
  });

  it('puts them in version order first', () => {
    const out = applyHubDeltas(board(10), [hub(11, 12, [room('101', 'OK')]), hub(10, 11, [room('101', 'Missed')])]);
    expect(out).toMatchObject({ gap: false, board: { version: 12 } });
    expect(ids(out.board.rooms)[0]).toBe('101:OK');
  });

  it('applies what chains and reports the gap after it', () => {
    const out = applyHubDeltas(board(10), [hub(10, 11, [room('101', 'Missed')]), hub(12, 13, [room('102', 'Missed')])]);
    expect(out.gap).toBe(true);
    expect(out.board.version).toBe(11);
    expect(ids(out.board.rooms)).toEqual(['101:Missed', '102:OK', '103:OK']);
  });

  it('is no gap when the messages are older than the board', () => {
    const held = board(20);
    const out = applyHubDeltas(held, [hub(10, 11), hub(11, 12)]);
    expect(out).toEqual({ board: held, gap: false });
  });
});

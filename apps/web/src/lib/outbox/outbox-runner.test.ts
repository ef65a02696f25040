import type { OutboxSender } from '@carehome/domain';
import { describe, expect, it } from 'vitest';
import { OutboxRunner } from './outbox-runner.ts';
import type { OutboxEnvironment } from './outbox-runner-types.ts';
import { memoryStore } from './outbox-store.ts';
import type { OutboxAnswer, OutboxItem as OutboxSave, OutboxStore, QueuedSave } from './outbox-types.ts';
import { authorOf } from './stored-field.ts';

const S = 1000;
const MIN = 60 * S;

const A: OutboxSender = { tenantId: 't1', facilityId: 'f1', role: 'Housekeeper', staffMemberId: 'staff-a' };
const B: OutboxSender = { ...A, staffMemberId: 'staff-b' };
const SUPERVISOR_C: OutboxSender = { ...A, role: 'FacilityAssistant', staffMemberId: 'staff-c' };

const ok: OutboxAnswer = { status: 200, code: null, message: '', errors: [] };
const offline: OutboxAnswer = { status: 'network', code: null, message: 'Error connecting to server.', errors: [] };
const answer = (status: number, code: string | null = null, message = ''): OutboxAnswer => ({ status, code, message, errors: [] });

function report(id: string, opts: { roomId?: string; author?: string; comment?: string } = {}): OutboxSave {
  const roomId = opts.roomId ?? 'room-1';
  return {
    kind: 'report',
    id,
    facilityId: 'f1',
    roomId,
    body: { report: { id, facilityId: 'f1', roomId, authorStaffId: opts.author ?? 'staff-a', comment: opts.comment ?? null } },
  };
}

function audit(reportId: string, roomId = 'room-1'): OutboxSave {
  return {
    kind: 'audit',
    id: reportId,
    facilityId: 'f1',
    roomId,
    body: { audit: { reportId, facilityId: 'f1', authorStaffId: 'staff-c' } },
  };
}

/** A Pre-Audit Marking by `author`, which only a supervisor may save. */
function marking(id: string, author: string): OutboxSave {
  return { kind: 'marking', id, facilityId: 'f1', roomId: 'room-1', body: { report: { id, authorStaffId: author } } };
}

function listen(set: Set<() => void>) {
  return (l: () => void) => {
    set.add(l);
    return () => {
      set.delete(l);
    };
  };
}

/** A shared lock, like navigator.locks between tabs. */
function mutex(): OutboxEnvironment['withLock'] {
  let tail = Promise.resolve();
  return (fn) => {
    const run = tail.then(fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

interface Sent {
  at: number;
  key: string;
  body: unknown;
  sender: OutboxSender | null;
}

/** A tablet: a clock, timers, a session, the network, and a server that answers from a script. */
function tablet(
  opts: { store?: OutboxStore; lock?: OutboxEnvironment['withLock']; clock?: { now: number }; sender?: OutboxSender | null } = {},
) {
  const clock = opts.clock ?? { now: 1_000_000 };
  const timers: { at: number; fn: () => void; live: boolean }[] = [];
  const sessionListeners = new Set<() => void>();
  const onlineListeners = new Set<() => void>();
  const wakeListeners = new Set<() => void>();
  const tabListeners = new Set<() => void>();
  let sender: OutboxSender | null = opts.sender === undefined ? A : opts.sender;
  let device = 'device-1';
  const sent: Sent[] = [];
  const delivered: string[] = [];
  let server: (save: QueuedSave) => OutboxAnswer | Promise<OutboxAnswer> = () => ok;
  let ids = 0;
  const env: OutboxEnvironment = {
    store: opts.store ?? memoryStore(),
    async send(save) {
      sent.push({ at: clock.now, key: save.key, body: structuredClone(save.body), sender });
      return server(save);
    },
    session: () => ({ sender, identity: JSON.stringify([sender, device]) }),
    subscribeSession: listen(sessionListeners),
    subscribeOnline: listen(onlineListeners),
    subscribeWake: listen(wakeListeners),
    subscribeOtherTabs: listen(tabListeners),
    notifyOtherTabs: () => undefined,
    withLock: opts.lock ?? mutex(),
    now: () => clock.now,
    setTimer(fn, ms) {
      const t = { at: clock.now + ms, fn, live: true };
      timers.push(t);
      return () => {
        t.live = false;
      };
    },
    newId: () => `id-${++ids}`,
    roomLabel: (s) => `#${s.roomId}`,
    onDelivered: (s) => delivered.push(s.key),
    onError: () => undefined,
  };
  const runner = new OutboxRunner(env);

  async function settle() {
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setImmediate(r));
      await runner.idle();
    }
  }

  return {
    runner,
    env,
    clock,
    sent,
    delivered,
    timers,
    answer(fn: typeof server) {
      server = fn;
    },
    async start() {
      runner.start();
      await settle();
    },
    async enqueue(save: OutboxSave) {
      await runner.enqueue(save);
      await settle();
    },
    /** Moves the clock on, firing timers in order. */
    async advance(ms: number) {
      const end = clock.now + ms;
      for (;;) {
        const due = timers.filter((t) => t.live && t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        due.live = false;
        clock.now = Math.max(clock.now, due.at);
        due.fn();
        await settle();
      }
      clock.now = end;
    },
    async signIn(next: OutboxSender | null) {
      sender = next;
      for (const l of sessionListeners) l();
      await settle();
    },
    async registerDevice(id: string) {
      device = id;
      for (const l of sessionListeners) l();
      await settle();
    },
    async goOnline() {
      for (const l of onlineListeners) l();
      await settle();
    },
    async wake() {
      for (const l of wakeListeners) l();
      await settle();
    },
    settle,
  };
}

describe('outbox runner: sending', () => {
  it('stores a save, sends its body as queued, and forgets it once the server has it', async () => {
    const t = tablet();
    await t.start();
    const counts: number[] = [];
    t.runner.subscribe(() => counts.push(t.runner.counts().pending));
    await t.enqueue(report('r1', { comment: 'Room checked & CLEAN' }));
    expect(t.sent.map((s) => s.key)).toEqual(['report:r1']);
    expect(t.sent[0]?.body).toEqual(report('r1', { comment: 'Room checked & CLEAN' }).body);
    expect(t.runner.counts()).toEqual({ pending: 0, failed: 0 });
    expect(counts).toContain(1); // the header showed it while it was queued
    expect(t.delivered).toEqual(['report:r1']);
    expect(await t.env.store.listPending()).toEqual([]);
  });

  it('enqueue resolves only once the save is stored, and rejects when it cannot be', async () => {
    const store = memoryStore();
    const t = tablet({ store: { ...store, enqueue: async () => Promise.reject(new Error('QuotaExceededError')) } });
    await t.start();
    await expect(t.runner.enqueue(report('r1'))).rejects.toThrow('QuotaExceededError');
    expect(t.sent).toEqual([]);
  });

  it('records the author, the organization and the room label when queued', async () => {
    const t = tablet();
    t.answer(() => offline);
    await t.start();
    await t.enqueue(report('r1', { author: 'staff-a' }));
    const [queued] = await t.env.store.listPending();
    expect(queued).toMatchObject({ authorStaffId: 'staff-a', tenantId: 't1', roomLabel: '#room-1', attempts: 1, failures: 1 });
  });

  it('sends one save at a time, in the order queued', async () => {
    const t = tablet();
    let inFlight = 0;
    let most = 0;
    t.answer(async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setImmediate(r));
      inFlight--;
      return ok;
    });
    await t.start();
    await Promise.all([
      t.runner.enqueue(report('r1', { roomId: 'a' })),
      t.runner.enqueue(report('r2', { roomId: 'b' })),
      t.runner.enqueue(report('r3', { roomId: 'c' })),
    ]);
    await t.settle();
    expect(t.sent.map((s) => s.key)).toEqual(['report:r1', 'report:r2', 'report:r3']);
    expect(most).toBe(1);
  });
});

describe('outbox runner: retries', () => {
  it('retries a save the network lost after exactly 1 s, 5 s, 15 s, 30 s, 1, 3, 5, 10, 30, 60 min, then every 60 min', async () => {
    const t = tablet();
    t.answer(() => offline);
    await t.start();
    const start = t.clock.now;
    await t.enqueue(report('r1'));
    await t.advance(5 * 60 * MIN);
    const gaps = t.sent.slice(1).map((s, i) => s.at - (t.sent[i]?.at ?? 0));
    expect(t.sent[0]?.at).toBe(start);
    expect(gaps.slice(0, 13)).toEqual([
      1 * S,
      5 * S,
      15 * S,
      30 * S,
      1 * MIN,
      3 * MIN,
      5 * MIN,
      10 * MIN,
      30 * MIN,
      60 * MIN,
      60 * MIN,
      60 * MIN,
      60 * MIN,
    ]);
    expect(t.runner.counts()).toEqual({ pending: 1, failed: 0 });
  });

  it.each([408, 429, 500, 502, 503, 504])('retries a %i on the same schedule', async (status) => {
    const t = tablet();
    t.answer(() => answer(status, status === 429 ? 'rate_limited' : 'server.temporary'));
    await t.start();
    await t.enqueue(report('r1'));
    await t.advance(21 * S);
    expect(t.sent.map((s) => s.at - (t.sent[0]?.at ?? 0))).toEqual([0, 1 * S, 6 * S, 21 * S]);
    const [queued] = await t.env.store.listPending();
    expect(queued?.lastAnswer?.status).toBe(status);
  });

  it('a save answered after retries is delivered and gone', async () => {
    const t = tablet();
    let n = 0;
    t.answer(() => (++n < 3 ? offline : ok));
    await t.start();
    await t.enqueue(report('r1'));
    await t.advance(6 * S);
    expect(t.sent).toHaveLength(3);
    expect(t.runner.counts().pending).toBe(0);
    expect(t.delivered).toEqual(['report:r1']);
  });

  it('without network nothing else is tried before the delay is over', async () => {
    const t = tablet();
    t.answer(() => offline);
    await t.start();
    await t.enqueue(report('r1', { roomId: 'a' }));
    await t.enqueue(report('r2', { roomId: 'b' }));
    // r2 was queued during r1's 1 s pause: it waits for it rather than failing too.
    expect(t.sent.map((s) => s.key)).toEqual(['report:r1']);
    await t.advance(1 * S);
    expect(t.sent.map((s) => s.key)).toEqual(['report:r1', 'report:r1']);
  });

  it('a server error of one save does not hold up the saves of other rooms', async () => {
    const t = tablet();
    t.answer((s) => (s.id === 'r1' ? answer(500, 'server.temporary') : ok));
    await t.start();
    await t.enqueue(report('r1', { roomId: 'a' }));
    await t.enqueue(report('r2', { roomId: 'b' }));
    expect(t.sent.map((s) => s.key)).toEqual(['report:r1', 'report:r2']);
    expect((await t.env.store.listPending()).map((s) => s.key)).toEqual(['report:r1']);
  });

  it('back online: tries at once instead of waiting out the delay', async () => {
    const t = tablet();
    t.answer(() => offline);
    await t.start();
    await t.enqueue(report('r1'));
    await t.advance(1 * S + 5 * S + 15 * S); // next try is 30 s away
    const before = t.sent.length;
    t.answer(() => ok);
    await t.goOnline();
    expect(t.sent.length).toBe(before + 1);
    expect(t.runner.counts().pending).toBe(0);
  });

  it('waking the tablet sends what is due, and nothing early', async () => {
    const t = tablet();
    t.answer(() => offline);
    await t.start();
    await t.enqueue(report('r1'));
    await t.wake();
    expect(t.sent).toHaveLength(1);
  });

  it("'Send now' sends a scheduled save at once", async () => {
    const t = tablet();
    t.answer(() => answer(503));
    await t.start();
    await t.enqueue(report('r1'));
    await t.advance(1 * S);
    expect(t.sent).toHaveLength(2);
    expect(t.runner.statusOf((await t.env.store.listPending())[0] as QueuedSave)).toEqual({ kind: 'scheduled', at: t.clock.now + 5 * S });
    t.runner.sendNow('report:r1');
    await t.settle();
    expect(t.sent).toHaveLength(3);
  });
});

describe('outbox runner: sessions', () => {
  it('with nobody signed in nothing is sent; the next sign-in sends it at once', async () => {
    const t = tablet({ sender: null });
    await t.start();
    await t.enqueue(report('r1'));
    await t.advance(2 * 60 * MIN);
    expect(t.sent).toEqual([]);
    expect(t.runner.statusOf((await t.env.store.listPending())[0] as QueuedSave)).toEqual({ kind: 'waitingForSignIn' });
    await t.signIn(A);
    expect(t.sent.map((s) => s.key)).toEqual(['report:r1']);
    expect(t.runner.counts().pending).toBe(0);
  });

  it('a 401 keeps the save queued without retrying until someone signs in again', async () => {
    const t = tablet();
    t.answer(() => answer(401, 'auth.unauthenticated'));
    await t.start();
    await t.enqueue(report('r1'));
    await t.advance(3 * 60 * MIN);
    await t.wake();
    expect(t.sent).toHaveLength(1);
    const [queued] = await t.env.store.listPending();
    expect(queued).toMatchObject({ state: 'waitingForSession', attempts: 1 });
    expect(t.runner.statusOf(queued as QueuedSave)).toEqual({ kind: 'waitingForSession' });
    // The expired session is cleared (api-client), then the same person signs in again.
    await t.signIn(null);
    t.answer(() => ok);
    await t.signIn(A);
    expect(t.sent).toHaveLength(2);
    expect(t.runner.counts().pending).toBe(0);
  });

  it('a save queued by A and sent after B signed in keeps A as its author', async () => {
    const t = tablet();
    t.answer(() => offline);
    await t.start();
    await t.enqueue(report('r1', { author: 'staff-a' }));
    await t.signIn(null); // A signs out: the save stays
    expect(t.runner.counts().pending).toBe(1);
    t.answer(() => ok);
    await t.signIn(B); // PIN change on the tablet
    const last = t.sent.at(-1);
    expect(last?.sender?.staffMemberId).toBe('staff-b');
    expect(authorOf(last?.body)).toBe('staff-a');
    expect(t.runner.counts()).toEqual({ pending: 0, failed: 0 });
  });

  it('a 403 for recording another person’s work waits for the author (or a registered tablet), then goes', async () => {
    const t = tablet({ sender: B });
    t.answer((s) => (t.sent.at(-1)?.sender?.staffMemberId === authorOf(s.body) ? ok : answer(403, 'report.author_not_allowed')));
    await t.start();
    await t.enqueue(report('r1', { author: 'staff-a' }));
    expect((await t.env.store.listPending())[0]).toMatchObject({ state: 'waitingForSession' });
    await t.advance(60 * MIN);
    expect(t.sent).toHaveLength(1);
    await t.signIn(A);
    expect(t.sent).toHaveLength(2);
    expect(t.runner.counts()).toEqual({ pending: 0, failed: 0 });
  });

  it('registering the tablet again counts as a new chance for a waiting save', async () => {
    const t = tablet({ sender: B });
    t.answer(() => answer(403, 'report.author_not_allowed'));
    await t.start();
    await t.enqueue(report('r1', { author: 'staff-a' }));
    t.answer(() => ok);
    await t.registerDevice('device-2');
    expect(t.sent).toHaveLength(2);
    expect(t.runner.counts().pending).toBe(0);
  });

  it('a supervisor’s marking refused under a housekeeper’s session waits for a supervisor', async () => {
    const t = tablet({ sender: SUPERVISOR_C });
    t.answer(() => offline);
    await t.start();
    await t.enqueue(marking('m1', 'staff-c'));
    t.answer(() => answer(403, 'marking.no_permission', 'Current user does not have permission to save Pre-Audit Marking reports.'));
    await t.signIn(B);
    expect(t.runner.counts()).toEqual({ pending: 1, failed: 0 });
    t.answer(() => ok);
    await t.signIn(SUPERVISOR_C);
    expect(t.runner.counts()).toEqual({ pending: 0, failed: 0 });
  });

  it('a 403 answered to the author in their own session is final: into the could-not-be-saved list', async () => {
    const t = tablet({ sender: A });
    t.answer(() => answer(403, 'marking.no_permission', 'Current user does not have permission to save Pre-Audit Marking reports.'));
    await t.start();
    await t.enqueue(marking('m1', 'staff-a'));
    expect(t.runner.counts()).toEqual({ pending: 0, failed: 1 });
    const [failed] = await t.env.store.listFailed();
    expect(failed).toMatchObject({ kind: 'marking', id: 'm1', attempts: 1, answer: { status: 403, code: 'marking.no_permission' } });
  });

  it('a token refresh or another staff member of the same session changes nothing for a save refused by the server: only a new identity does', async () => {
    const t = tablet({ sender: B });
    t.answer(() => answer(403, 'report.not_audit_role'));
    await t.start();
    await t.enqueue(audit('r1'));
    await t.signIn({ ...B }); // same identity (a refresh): not asked again
    expect(t.sent).toHaveLength(1);
  });

  it('never sends a save with an account of another organization or another site', async () => {
    const t = tablet();
    t.answer(() => offline);
    await t.start();
    await t.enqueue(report('r1'));
    t.answer(() => ok);
    await t.signIn({ ...A, tenantId: 't2', staffMemberId: 'x' });
    await t.signIn({ ...A, facilityId: 'f2' });
    await t.signIn({ ...A, role: 'SiteAdministrator', staffMemberId: null }); // a system user
    expect(t.sent).toHaveLength(1);
    await t.signIn({ ...A, facilityId: 'f2', role: 'MultiFacilityAdministrator' }); // sees every site
    expect(t.sent).toHaveLength(2);
    expect(t.runner.counts().pending).toBe(0);
  });
});

describe('outbox runner: refusals are kept, never dropped', () => {
  it.each([
    [400, 'validation.invalid', 'The value is not valid'],
    [404, 'not_found', 'Not found'],
    [409, 'report.readonly', 'Readonly reports cannot be modified.'],
    [413, 'validation.invalid', 'Request body is too large'],
  ])('a %i leaves the queue for the could-not-be-saved list with the server’s message', async (status, code, message) => {
    const t = tablet();
    t.answer(() => answer(status, code, message));
    await t.start();
    await t.enqueue(report('r1'));
    expect(t.runner.counts()).toEqual({ pending: 0, failed: 1 });
    const [failed] = await t.env.store.listFailed();
    expect(failed).toMatchObject({ kind: 'report', id: 'r1', roomId: 'room-1', roomLabel: '#room-1', answer: { status, code, message } });
    expect(failed?.body).toEqual(report('r1').body);
    expect(t.delivered).toEqual([]);
    await t.advance(2 * 60 * MIN);
    expect(t.sent).toHaveLength(1); // not retried
  });

  it('a failed save stays until the user removes it', async () => {
    const t = tablet();
    t.answer(() => answer(400, 'validation.invalid'));
    await t.start();
    await t.enqueue(report('r1'));
    await t.enqueue(report('r2', { roomId: 'b' }));
    const [first] = await t.env.store.listFailed();
    await t.runner.removeFailed(first?.failedId as string);
    expect(t.runner.counts()).toEqual({ pending: 0, failed: 1 });
    expect(t.runner.items().failed.map((f) => f.id)).toEqual(['r2']);
  });
});

describe('outbox runner: order and replacement', () => {
  it('a newer save of the same report replaces the queued one, keeps its place, and is the one sent', async () => {
    const t = tablet();
    t.answer(() => offline);
    await t.start();
    await t.enqueue(report('r1', { roomId: 'a', comment: 'first' }));
    await t.enqueue(report('r2', { roomId: 'b' }));
    await t.enqueue(report('r1', { roomId: 'a', comment: 'second' }));
    const pending = await t.env.store.listPending();
    expect(pending.map((s) => s.key)).toEqual(['report:r1', 'report:r2']);
    expect(pending[0]).toMatchObject({ attempts: 0, failures: 0, state: 'queued' });
    t.answer(() => ok);
    await t.goOnline();
    expect(t.sent.filter((s) => s.key === 'report:r1').at(-1)?.body).toMatchObject({ report: { comment: 'second' } });
    expect(t.runner.counts().pending).toBe(0);
  });

  it('a newer save queued while the older one is being sent is not lost when the older one lands', async () => {
    const t = tablet();
    await t.start();
    let release: () => void = () => undefined;
    t.answer(
      (s) =>
        new Promise((resolve) => {
          if ((s.body as { report: { comment: string } }).report.comment === 'first') release = () => resolve(ok);
          else resolve(ok);
        }),
    );
    await t.runner.enqueue(report('r1', { comment: 'first' }));
    await new Promise((r) => setImmediate(r));
    await t.runner.enqueue(report('r1', { comment: 'second' }));
    release();
    await t.settle();
    expect(t.sent.map((s) => (s.body as { report: { comment: string } }).report.comment)).toEqual(['first', 'second']);
    expect(t.runner.counts().pending).toBe(0);
  });

  it('a newer save queued while the older one is refused is judged on its own', async () => {
    const t = tablet();
    await t.start();
    let release: () => void = () => undefined;
    t.answer((s) => {
      if ((s.body as { report: { comment: string } }).report.comment === 'first')
        return new Promise((r) => (release = () => r(answer(400))));
      return ok;
    });
    await t.runner.enqueue(report('r1', { comment: 'first' }));
    await new Promise((r) => setImmediate(r));
    await t.runner.enqueue(report('r1', { comment: 'second' }));
    release();
    await t.settle();
    expect(t.runner.counts()).toEqual({ pending: 0, failed: 0 });
    expect(t.sent).toHaveLength(2);
  });

  it('an audit queued after its report waits behind it, while other rooms go on', async () => {
    const t = tablet({ sender: SUPERVISOR_C });
    t.answer((s) => (s.key === 'report:r1' && t.sent.filter((x) => x.key === 'report:r1').length < 3 ? answer(503) : ok));
    await t.start();
    await t.enqueue(report('r1', { author: 'staff-c' }));
    await t.enqueue(audit('r1'));
    await t.enqueue(report('r9', { roomId: 'room-9', author: 'staff-c' }));
    expect(t.sent.map((s) => s.key)).toEqual(['report:r1', 'report:r9']);
    const auditItem = (await t.env.store.listPending()).find((s) => s.kind === 'audit') as QueuedSave;
    expect(t.runner.statusOf(auditItem)).toEqual({ kind: 'behind' });
    await t.advance(6 * S);
    expect(t.sent.map((s) => s.key)).toEqual(['report:r1', 'report:r9', 'report:r1', 'report:r1', 'audit:r1']);
    expect(t.runner.counts().pending).toBe(0);
  });

  it("'Send now' on a save behind another sends the earlier one first", async () => {
    const t = tablet();
    t.answer(() => answer(503));
    await t.start();
    await t.enqueue(report('r1'));
    await t.enqueue(audit('r1'));
    t.answer(() => ok);
    t.runner.sendNow('audit:r1');
    await t.settle();
    expect(t.sent.map((s) => s.key)).toEqual(['report:r1', 'report:r1', 'audit:r1']);
  });
});

describe('outbox runner: reloads and tabs', () => {
  it('a reload (a new runner on the same store) resumes the queue', async () => {
    const store = memoryStore();
    const clock = { now: 1_000_000 };
    const before = tablet({ store, clock });
    before.answer(() => offline);
    await before.start();
    await before.enqueue(report('r1'));
    before.runner.stop();

    const after = tablet({ store, clock });
    await after.start();
    expect(after.runner.counts()).toEqual({ pending: 1, failed: 0 });
    await after.advance(1 * S);
    expect(after.sent.map((s) => s.key)).toEqual(['report:r1']);
    expect(after.runner.counts().pending).toBe(0);
  });

  it('a reload does not forget the could-not-be-saved list', async () => {
    const store = memoryStore();
    const before = tablet({ store });
    before.answer(() => answer(400, 'validation.invalid'));
    await before.start();
    await before.enqueue(report('r1'));
    before.runner.stop();
    const after = tablet({ store });
    await after.start();
    expect(after.runner.counts()).toEqual({ pending: 0, failed: 1 });
  });

  it('two tabs on one queue send each save once', async () => {
    const store = memoryStore();
    const lock = mutex();
    const clock = { now: 1_000_000 };
    const tab1 = tablet({ store, lock, clock });
    const tab2 = tablet({ store, lock, clock });
    for (const tab of [tab1, tab2]) tab.answer(() => offline);
    await tab1.start();
    await tab2.start();
    await tab1.enqueue(report('r1', { roomId: 'a' }));
    await tab2.enqueue(report('r2', { roomId: 'b' }));
    for (const tab of [tab1, tab2]) tab.answer(() => ok);
    await Promise.all([tab1.goOnline(), tab2.goOnline()]);
    await Promise.all([tab1.advance(60 * S), tab2.advance(60 * S)]);
    const delivered = [...tab1.delivered, ...tab2.delivered].sort();
    expect(delivered).toEqual(['report:r1', 'report:r2']);
    expect(await store.listPending()).toEqual([]);
  });
});

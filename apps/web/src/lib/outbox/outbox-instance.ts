import type { TDashboardRoom } from '@carehome/contracts';
import { log } from '../logger.ts';
import { queryClient } from '../query-client.ts';
import { session } from '../session.ts';
import type { OutboxSave } from './index.ts';
import { openIdbStore } from './outbox-idb-store.ts';
import { type OutboxEnvironment, OutboxRunner, type SessionView } from './outbox-runner.ts';
import { sendSave } from './outbox-send.ts';
import { memoryStore } from './outbox-store.ts';

const CHANNEL = 'carehome-outbox';
const LOCK = 'carehome-outbox';

/** The session as the outbox sees it. The identity holds no token: a token refresh is not a new sign-in. */
function sessionView(): SessionView {
  const { account, device } = session.get();
  const sender = account
    ? {
        tenantId: account.tenantId,
        facilityId: account.facility?.id ?? null,
        role: account.role,
        staffMemberId: account.staffMember?.id ?? null,
      }
    : null;
  return { sender, identity: JSON.stringify([sender, device?.deviceId ?? null]) };
}

/** The room number from the dashboard the device last loaded (the saves themselves carry only ids). */
function roomLabel(save: OutboxSave): string | null {
  for (const [, data] of queryClient.getQueriesData<{ rooms?: TDashboardRoom[] }>({
    queryKey: ['housekeeping', 'dashboard', save.facilityId],
  })) {
    const room = data?.rooms?.find((r) => r.id === save.roomId);
    if (room) return room.roomNumber;
  }
  return null;
}

function browserEnvironment(): OutboxEnvironment {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const hasWindow = typeof window !== 'undefined';
  let warned = false;
  return {
    store:
      typeof indexedDB === 'undefined'
        ? memoryStore()
        : openIdbStore((err) => {
            if (!warned) log('warn', 'outbox: IndexedDB unavailable, saves are kept in memory only', err);
            warned = true;
          }),
    send: sendSave,
    session: sessionView,
    subscribeSession: (l) => session.subscribe(l),
    subscribeOnline(l) {
      if (!hasWindow) return () => undefined;
      window.addEventListener('online', l);
      return () => window.removeEventListener('online', l);
    },
    subscribeWake(l) {
      if (typeof document === 'undefined') return () => undefined;
      const onVisible = () => {
        if (document.visibilityState === 'visible') l();
      };
      document.addEventListener('visibilitychange', onVisible);
      return () => document.removeEventListener('visibilitychange', onVisible);
    },
    subscribeOtherTabs(l) {
      if (!channel) return () => undefined;
      channel.addEventListener('message', l);
      return () => channel.removeEventListener('message', l);
    },
    notifyOtherTabs: () => channel?.postMessage('changed'),
    // One tab sends at a time; without Web Locks two tabs may both send a save, which the server's
    // idempotent replay turns into one report.
    async withLock(fn) {
      if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(LOCK, () => fn());
      else await fn();
    },
    now: () => Date.now(),
    setTimer(fn, ms) {
      const t = setTimeout(fn, ms);
      return () => clearTimeout(t);
    },
    newId: () => crypto.randomUUID(),
    roomLabel,
    onDelivered(save) {
      void queryClient.invalidateQueries({ queryKey: ['housekeeping', 'dashboard', save.facilityId] });
      void queryClient.invalidateQueries({ queryKey: ['housekeeping', 'cleans', save.facilityId, save.roomId] });
    },
    onError: (message, err) => log('warn', message, err),
  };
}

let runner: OutboxRunner | null = null;

/** The app's one outbox, started on first use. */
export function outbox(): OutboxRunner {
  if (!runner) {
    runner = new OutboxRunner(browserEnvironment());
    runner.start();
  }
  return runner;
}

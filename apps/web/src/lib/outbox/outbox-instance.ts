import type { TDashboardRoom } from '@carehome/contracts';
import { log } from '../logger.ts';
import { forgetPrefetched } from '../prefetch.ts';
import { queryClient } from '../query-client.ts';
import { dashboardKeys } from '../query-keys.ts';
import { session } from '../session.ts';
import { openIdbStore } from './outbox-idb-store.ts';
import { OutboxRunner } from './outbox-runner.ts';
import type { OutboxEnvironment, SessionView } from './outbox-runner-types.ts';
import { sendSave } from './outbox-send.ts';
import { memoryStore } from './outbox-store.ts';
import type { OutboxItem } from './outbox-types.ts';
import { deletePhoto, forgetOrphanPhotos } from './photo-store.ts';

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

/**
 * The room number from the dashboard the device last loaded (the saves themselves carry only ids), with
 * its area when another room of the site has the same number.
 */
function roomLabel(save: OutboxItem): string | null {
  for (const [, data] of queryClient.getQueriesData<{ rooms?: TDashboardRoom[] }>({
    queryKey: dashboardKeys.site(save.facilityId),
  })) {
    const room = data?.rooms?.find((r) => r.id === save.roomId);
    if (!room) continue;
    const twin = data?.rooms?.some((r) => r.id !== room.id && r.roomNumber === room.roomNumber);
    return twin && room.facilityArea.length ? `${room.roomNumber} (${room.facilityArea.join(' › ')})` : room.roomNumber;
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
      // The server has the photo now: the tablet's copy can go.
      if (save.kind === 'photo')
        void deletePhoto(save.id).catch((err: unknown) => log('warn', 'outbox: a delivered photo stayed on the device', err));
      // A dashboard asked for before this save arrived must not be shown as the answer after it.
      forgetPrefetched('housekeeping');
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.site(save.facilityId) });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.roomCleans(save.facilityId, save.roomId) });
    },
    onError: (message, err) => log('warn', message, err),
  };
}

let runner: OutboxRunner | null = null;

/** Photos of cleans never saved (a reload in the middle of one) leave the tablet after a day. */
async function collectPhotos(r: OutboxRunner): Promise<void> {
  const { pending, failed } = await r.listAll();
  const keep = new Set([...pending, ...failed].filter((s) => s.kind === 'photo').map((s) => s.id));
  await forgetOrphanPhotos(keep, Date.now());
}

/** The app's one outbox, started on first use. */
export function outbox(): OutboxRunner {
  if (!runner) {
    const started = new OutboxRunner(browserEnvironment());
    runner = started;
    started.start();
    void collectPhotos(started).catch((err: unknown) => log('warn', 'outbox: old photos could not be cleared', err));
  }
  return runner;
}

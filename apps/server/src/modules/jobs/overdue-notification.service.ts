import type { TDashboardRoom, TLanguage } from '@carehome/contracts';
import { dueRun, overdueReason } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { systemActor, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withPlatform, withTenant } from '../../platform/db/database.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { getDashboard } from '../dashboard/index.ts';
import { findConfig } from '../housekeeping/index.ts';
import { listOrganizationIds } from '../organizations/index.ts';
import {
  claimRun,
  finishRun,
  listNotifiedStaff,
  listScheduledSites,
  recordFailedRun,
  type ScheduledSite,
  staffByEmails,
} from './jobs.repository.ts';
import { type OverdueRoom, overdueMail } from './overdue.mail.ts';

/** The pg-boss queue of the tick. */
export const OVERDUE_NOTIFICATION_JOB = 'overdue-rooms-notification';

/** Who the job is when it reads a dashboard: a platform actor of the site's organization. */
function jobAuth(tenantId: string, facilityId: string): TenantAuth {
  return systemActor({
    id: '00000000-0000-0000-0000-000000000000',
    displayName: 'Overdue rooms notification',
    tenantId,
    facilityId,
    role: 'SiteAdministrator',
  });
}

/**
 * Who a site's notification goes to, each address once (case-insensitive): the configured addresses and
 * the site's active staff with an email and notifications on, in the language of their last sign-in
 * (English when unknown or for an address that is nobody's). A configured address of a staff member
 * whose switch is off is left out: the switch is theirs.
 */
export async function recipientsOf(tx: Executor, site: Pick<ScheduledSite, 'facilityId' | 'notifyEmails'>) {
  const byEmail = new Map<string, { email: string; language: TLanguage }>();
  for (const s of await listNotifiedStaff(tx, site.facilityId))
    byEmail.set(s.email.toLowerCase(), { email: s.email, language: s.language ?? 'en' });
  const staff = new Map((await staffByEmails(tx, site.notifyEmails)).map((s) => [s.email, s]));
  for (const email of site.notifyEmails) {
    const key = email.toLowerCase();
    const person = staff.get(key);
    if (byEmail.has(key) || person?.emailNotifications === false) continue;
    byEmail.set(key, { email, language: person?.language ?? 'en' });
  }
  return [...byEmail.values()];
}

/** The site's overdue rooms, as the room status engine sees them now (the dashboard's own computation). */
async function overdueRooms(ctx: AppContext, tenantId: string, facilityId: string): Promise<OverdueRoom[]> {
  const snapshot = await getDashboard(ctx, jobAuth(tenantId, facilityId), facilityId, false);
  const rooms = (JSON.parse(snapshot.json) as unknown[]).slice(1) as TDashboardRoom[];
  const out: OverdueRoom[] = [];
  for (const room of rooms) {
    const reason = overdueReason({ status: room.status, stateCleanType: room.stateCleanType });
    if (reason) {
      out.push({ roomNumber: room.roomNumber, area: room.facilityArea.join(' / '), cleanType: room.status.currentCleanType, reason });
    }
  }
  return out;
}

/**
 * One run of a site's notification, done by the app copy that claims it: in one transaction the run is
 * recorded and its mails are queued in the outbox, so a run is mailed once or not at all. Returns true
 * when this copy did the run.
 */
async function performRun(ctx: AppContext, tenantId: string, site: ScheduledSite, runAt: Date): Promise<boolean> {
  const key = { tenantId, facilityId: site.facilityId, runAt };
  try {
    return await withTenant(ctx.database.db, tenantId, async (tx) => {
      const id = await claimRun(tx, key);
      if (!id) return false;
      const rooms = await overdueRooms(ctx, tenantId, site.facilityId);
      const recipients = rooms.length ? await recipientsOf(tx, site) : [];
      const config = recipients.length ? ((await findConfig(tx, site.facilityId))?.document ?? null) : null;
      for (const r of recipients) {
        const mail = overdueMail(r.language, { site: site.name, timeZone: site.timeZone, at: runAt, rooms, config });
        await enqueueMail(tx, { tenantId, to: [r.email], ...mail });
      }
      const result = !rooms.length ? 'nothingOverdue' : recipients.length ? 'sent' : 'noRecipients';
      await finishRun(tx, id, { result, recipients: recipients.length, overdueRooms: rooms.length, error: null });
      return true;
    });
  } catch (err) {
    ctx.log.warn({ err, facilityId: site.facilityId, runAt }, 'overdue-rooms notification failed');
    const message = String((err as Error).message ?? err).slice(0, 500);
    await withTenant(ctx.database.db, tenantId, (tx) => recordFailedRun(tx, key, message)).catch((e) =>
      ctx.log.error({ err: e }, 'recording a failed notification run failed'),
    );
    return false;
  }
}

/**
 * The tick (every minute, from pg-boss; `now` injectable for tests): for every organization and every
 * site with a notification schedule, performs the run that is due (domain `dueRun`: the most recent
 * owed run, within the catch-up window). Several app copies may tick at once: `notification_runs`
 * lets one of them do each run. Returns how many runs this call did.
 */
export async function runOverdueNotifications(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const { db } = ctx.database;
  const organizations = await withPlatform(db, (tx) => listOrganizationIds(tx));
  let done = 0;
  for (const tenantId of organizations) {
    const sites = await withTenant(db, tenantId, (tx) => listScheduledSites(tx));
    for (const site of sites) {
      let runAt: Date | null = null;
      try {
        runAt = dueRun({ schedule: site.schedule, timeZone: site.timeZone, now, lastRunAt: site.lastRunAt, scheduleSavedAt: site.savedAt });
      } catch (err) {
        ctx.log.warn({ err, facilityId: site.facilityId }, 'notification schedule cannot be read');
      }
      if (runAt && (await performRun(ctx, tenantId, site, runAt))) done += 1;
    }
  }
  return done;
}

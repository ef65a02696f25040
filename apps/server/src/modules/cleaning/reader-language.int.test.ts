import type { TEditorSchedule, THousekeepingConfig, THousekeepingReport, TReportSave, TRoutine } from '@carehome/contracts';
import { addDays, nextRunAfter } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, roomTypeNamed } from '../../../test/factories.ts';
import { addRooms, bearer, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { auditSave, completeReportSave } from '../../../test/report-saves.ts';
import { withPlatform } from '../../platform/db/database.ts';
import { runOverdueNotifications } from '../jobs/index.ts';

// Every mail and the calendar feed name the site's configuration in their reader's language. The site's
// names are unique markers, each with a French translation; the supervisor signed in in French. Her
// report mail, overdue notification and corrective-loop notice, and a French feed, carry the French
// names and never a marker (a name printed as written, without the reader's language).

const ZONE = 'America/Toronto';
const HOUR = 3_600_000;
const SCHEDULE: TEditorSchedule = { period: 'Daily', every: 1, startDate: '2026-01-01', at: '08:00' };
const MARKER = /QZM/;
const ROOM_TYPE = { name: 'QZM-ROOMTYPE', fr: 'Chambre de résident' };
const CLEAN = { name: 'QZM-CLEAN', fr: 'Nettoyage quotidien' };

let t: TestContext;
let a: OrgFixture;
const tok: Record<'manager' | 'supervisor' | 'housekeeper' | 'admin', string> = {} as never;
let routine: TRoutine;
let roomId: string;
let roomTypeId: string;
/** The French name of every marker the configuration holds. */
const french = new Map<string, string>();
let firstReport: THousekeepingReport;

const post = (path: string, payload: unknown, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${path}`, payload: payload as object, headers: { ...bearer(token), ...headers } });

async function save(report: TReportSave): Promise<THousekeepingReport> {
  const res = await post('housekeeping/submitReport', { report }, tok.housekeeper);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type Mail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
};

/** The mails queued since `since`, oldest first. */
async function mailsSince(since: Date): Promise<Mail[]> {
  const res = await withPlatform(t.database.db, (tx) =>
    tx.execute<Mail>(
      sql`select "to", subject, text, coalesce(html, '') as html from mail_outbox
          where tenant_id = ${a.tenantId} and created_at >= ${since.toISOString()} order by created_at, id`,
    ),
  );
  return res.rows;
}

/** The one mail to `email` among `mails`. */
function mailTo(mails: Mail[], email: string): Mail {
  const mine = mails.filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()));
  expect(mine, `mails to ${email}`).toHaveLength(1);
  return mine[0] as Mail;
}

/** The mail reads every given French name and no marker. */
function expectFrench(mail: Pick<Mail, 'subject' | 'text' | 'html'>, names: string[]) {
  const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
  expect(all).not.toMatch(MARKER);
  for (const name of names) expect(mail.text, name).toContain(name);
}

beforeAll(async () => {
  [t, a] = await contextWith(['Langs']);
  // A person's mail language is the language of their last sign-in: the supervisor uses the app in French.
  tok.supervisor = (await login(t, a.emails.FacilityAssistant as string, undefined, { 'accept-language': 'fr-CA,fr;q=0.9' })).token.token;
  tok.manager = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
  tok.housekeeper = (await login(t, a.emails.Housekeeper as string)).token.token;
  tok.admin = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;

  const config = (
    await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', headers: bearer(tok.manager) })
  ).json() as THousekeepingConfig;
  const starter = roomTypeNamed(config);
  const base = starter.routines.find((r) => r.cleanType === 'Clean') as TRoutine;
  // Each group and item renamed to a marker with its French name.
  const renamed = new Map<string, string>();
  const markerOf = (text: string, kind: string, fr: string) => {
    const known = renamed.get(`${kind}:${text}`);
    if (known) return known;
    const marker = `QZM-${kind}-${renamed.size + 1}`;
    renamed.set(`${kind}:${text}`, marker);
    french.set(marker, `${fr} ${renamed.size}`);
    return marker;
  };
  french.set(ROOM_TYPE.name, ROOM_TYPE.fr);
  french.set(CLEAN.name, CLEAN.fr);
  // Due a day after the last clean, so whether the room is overdue does not depend on the hour the test runs.
  routine = {
    ...base,
    cleanType: CLEAN.name,
    schedule: { type: 'Relative', afterLastClean: { amount: 1, unit: 'Days' }, window: { amount: 1, unit: 'Days' } },
    operations: base.operations.map((op) => ({
      ...op,
      group: markerOf(op.group, 'GROUP', 'Zone'),
      item: markerOf(op.item, 'ITEM', 'Tâche'),
    })),
  };
  const roomType = { ...starter, roomType: ROOM_TYPE.name, routines: [routine], roomStates: [] };
  const saved = await post(
    'housekeeping/update',
    {
      config: {
        ...config,
        roomTypes: [roomType],
        roomStates: [],
        roomEvents: [],
        settings: {
          ...config.settings,
          notificationSchedule: SCHEDULE,
          notifyEmails: [],
          vacatedRoom: { action: 'none', cleanType: null, roomStateId: null },
        },
        language: 'en',
        translations: Object.fromEntries([...french].map(([marker, fr]) => [marker, { fr }])),
      },
    },
    tok.manager,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  roomTypeId = roomType.id;
  roomId = (await addRooms(t, tok.manager, a.siteIds[0], roomTypeId, ['R1'])).R1 as string;

  // The room's last clean, 36 hours ago: it is overdue now.
  firstReport = await save(
    completeReportSave(
      { facilityId: a.siteIds[0], roomId, authorStaffId: a.staffIds.Housekeeper as string, routine },
      new Date(Date.now() - 36 * HOUR),
    ),
  );
});

afterAll(async () => {
  await t.close();
});

describe('configuration names in the reader’s language', () => {
  it('a cleaning report mail: one per language, the French one with the French names', async () => {
    const since = new Date();
    // The nursing staff member never signed in: the mail reaches them in the sender's language (Spanish here).
    const res = await post(
      'housekeeping/emailreport',
      { id: firstReport.id, facilityId: a.siteIds[0], recipients: [a.emails.FacilityAssistant, a.emails.Nursing] },
      tok.housekeeper,
      { 'accept-language': 'es' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsSince(since);
    expect(mails).toHaveLength(2);
    const fr = mailTo(mails, a.emails.FacilityAssistant as string);
    expect(fr.subject).toMatch(/^Rapport de nettoyage : chambre R1, Nettoyage quotidien, Terminé \(\d\d\/\d\d\/\d{4}\)$/);
    expectFrench(fr, [ROOM_TYPE.fr, CLEAN.fr, ...[...french.values()].filter((n) => /^(Zone|Tâche) /.test(n))]);
    expect(fr.text).toContain('Type de chambre: Chambre de résident');
    const es = mailTo(mails, a.emails.Nursing as string);
    expect(es.subject).toMatch(/^Informe de limpieza: habitación R1/);
    // No Spanish translation: the names as written.
    expect(es.text).toContain(CLEAN.name);
  });

  it('the overdue notification names the clean type in French', async () => {
    const since = new Date();
    const now = new Date((nextRunAfter(SCHEDULE, ZONE, new Date()) as Date).getTime() + 30_000);
    expect(await runOverdueNotifications(t.ctx, now)).toBe(1);
    const fr = mailTo(await mailsSince(since), a.emails.FacilityAssistant as string);
    expect(fr.subject).toContain('chambres en retard');
    expectFrench(fr, [`R1 | ${CLEAN.fr}`]);
  });

  it('the corrective loop’s notice names the failed operations in French', async () => {
    const [failed] = firstReport.operations;
    const audited = await post(
      'housekeeping/submitReport',
      {
        audit: auditSave(
          { reportId: firstReport.id, facilityId: a.siteIds[0], authorStaffId: a.staffIds.FacilityAssistant as string },
          Object.fromEntries(firstReport.operations.map((op) => [op.id, op.id === failed?.id ? 'CleanedFailed' : 'CleanedPass'])),
        ),
      },
      tok.supervisor,
    );
    expect(audited.statusCode, audited.body).toBe(200);
    const since = new Date();
    await save(
      completeReportSave({ facilityId: a.siteIds[0], roomId, authorStaffId: a.staffIds.Housekeeper as string, routine }, new Date()),
    );
    const fr = mailTo(await mailsSince(since), a.emails.FacilityAssistant as string);
    expect(fr.subject).toContain('contre-audit à faire');
    expectFrench(fr, [`${french.get(failed?.group as string)} · ${french.get(failed?.item as string)}: Nettoyé, non conforme`]);
  });

  it('a French calendar feed names the clean type and room type in French; without a language, as written', async () => {
    const today = DateTime.now().setZone(ZONE).toISODate() as string;
    const added = await post(
      'staffSchedule/addassignment',
      {
        facilityId: a.siteIds[0],
        assignment: {
          staffMemberId: a.staffIds.Housekeeper,
          startDate: today,
          endDate: today,
          roomTypeId,
          cleanType: CLEAN.name,
        },
      },
      tok.manager,
    );
    expect(added.statusCode, added.body).toBe(200);
    const key = (await post('facility/generateapikey', { facilityId: a.siteIds[0] }, tok.admin)).json().apiKey as string;
    const feed = async (query: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/calendar/feed/${a.siteIds[0]}.ics`,
        query: { key, schedule: '1', tasks: '1', from: today, to: addDays(today, 2), ...query },
      });
      expect(res.statusCode, res.body).toBe(200);
      return new ICAL.Component(ICAL.parse(res.body))
        .getAllSubcomponents('vevent')
        .map((v) => `${v.getFirstPropertyValue('summary')}\n${v.getFirstPropertyValue('description') ?? ''}`)
        .join('\n');
    };
    const fr = await feed({ language: 'fr' });
    expect(fr).not.toMatch(MARKER);
    expect(fr).toContain(`Type de nettoyage : ${CLEAN.fr}`);
    expect(fr).toContain(`Type de chambre : ${ROOM_TYPE.fr}`);
    const written = await feed({});
    expect(written).toContain(`Clean type: ${CLEAN.name}`);
    expect(written).toContain(`Room type: ${ROOM_TYPE.name}`);
    const refused = await t.app.inject({ method: 'GET', url: `/api/calendar/feed/${a.siteIds[0]}.ics`, query: { key, language: 'xx' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toContain('querystring.language');
  });
});

import { OUTBREAK_TERMINAL_CLEAN, type TOutbreak, type TOutbreakReport, type TRoutine } from '@carehome/contracts';
import { addDays, reportDisplayDateTime } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, newReport, newRooms, roomTypeNamed, routineOf, siteConfig } from '../../../test/factories.ts';
import type { OrgFixture, TestContext } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { withTenant } from '../../platform/db/database.ts';

// An ended outbreak's report on a real PostgreSQL, with the starter configuration (Outbreak Clean twice a
// day, 06:00–14:00 and 14:00–22:00, in force only in an outbreak; Clean daily 07:00–15:00). Yesterday, on
// the site's clock (Toronto), an outbreak ran over the East Wing from 05:00 to 23:00:
//
//   room 401 (East Wing)   Outbreak Clean at 08:00 (the morning bucket on time; the afternoon one missed)
//   room 402 (no area)     Outbreak Clean at 08:00 and 15:00 (outside the outbreak: not counted)

const ZONE = 'America/Toronto';
let t: TestContext;
let a: OrgFixture;
let site = '';
let rooms: Record<string, string> = {};
let outbreakClean: TRoutine;
let outbreak: TOutbreak;
const wing = crypto.randomUUID();
const yesterday = () => addDays(DateTime.now().setZone(ZONE).toISODate() as string, -1);
const at = (time: string) => DateTime.fromISO(`${yesterday()}T${time}`, { zone: ZONE }).toJSDate();

async function ok<T>(p: Promise<{ statusCode: number; body: string; json: () => unknown }>): Promise<T> {
  const res = await p;
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

beforeAll(async () => {
  [t, a] = await contextWith(['Outbreak report']);
  site = a.siteIds[0];
  const type = roomTypeNamed(await siteConfig(t));
  outbreakClean = routineOf(type, 'Outbreak Clean');
  rooms = {
    ...(await newRooms(t, ['401'], { roomType: type, area: { id: wing, name: 'East Wing' } })),
    ...(await newRooms(t, ['402'], { roomType: type })),
  };
  outbreak = await ok<TOutbreak>(
    t.as('FacilityAssistant').post('outbreaks/start', { facilityId: site, areaId: wing, reason: 'Norovirus' }),
  );
  await ok(t.as('FacilityAssistant').post('outbreaks/end', { facilityId: site, id: outbreak.id, terminalCleanType: 'Discharge Clean' }));
  // The outbreak's period moved to yesterday, so its buckets are over and classified; its end's terminal
  // clean with it (the report finds the tasks its end gave by their start).
  await withTenant(t.database.db, a.tenantId, async (tx) => {
    await tx.execute(sql`update outbreaks set started_at = ${at('05:00')}, ended_at = ${at('23:00')} where id = ${outbreak.id}`);
    await tx.execute(sql`update clean_task_log set created_at = ${at('23:00')} where task_key = ${OUTBREAK_TERMINAL_CLEAN}`);
  });
  await newReport(t, { roomId: rooms['401'] as string, routine: outbreakClean, at: at('08:00') });
  await newReport(t, { roomId: rooms['402'] as string, routine: outbreakClean, at: at('08:00') });
  await newReport(t, { roomId: rooms['402'] as string, routine: outbreakClean, at: at('15:00') });
});
afterAll(() => t.close());

describe('outbreak report', () => {
  it('counts the scheduled cleans due in the covered rooms and how they went, outbreak routines first', async () => {
    const report = await ok<TOutbreakReport>(t.as('FacilityAssistant').get(`outbreaks/report?facilityId=${site}&id=${outbreak.id}`));
    expect(report.due[0]).toEqual({ cleanType: 'Outbreak Clean', outbreakRoutine: true, onTime: 1, late: 0, missed: 1, open: 0 });
    // The daily Clean of the wing's room was met by the higher Outbreak Clean at 08:00, as the reports count it.
    expect(report.due.find((d) => d.cleanType === 'Clean')).toMatchObject({ outbreakRoutine: false, onTime: 1, missed: 0 });
    expect(report.cleans).toEqual([{ cleanType: 'Outbreak Clean', complete: 1, incomplete: 0, declined: 0 }]);
    expect(report.terminalCleans).toEqual({ cleanType: 'Discharge Clean', done: 0, outstanding: 1, outstandingRooms: ['401'] });
  });

  it('is a PDF in the reader’s language: period, area, reason and the counts', async () => {
    const pdf = (language: string) =>
      t
        .as('FacilityAssistant')
        .token()
        .then((token) =>
          t.app.inject({
            method: 'GET',
            url: `/api/outbreaks/report.pdf?facilityId=${site}&id=${outbreak.id}`,
            headers: { authorization: `Bearer ${token}`, 'accept-language': language },
          }),
        );
    const res = await pdf('en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Outbreak report · East Wing');
    expect(text).toContain('Reason: Norovirus');
    expect(text).toContain(`Outbreak: ${reportDisplayDateTime(at('05:00'), ZONE)} to ${reportDisplayDateTime(at('23:00'), ZONE)}`);
    expect(text).toContain('Rooms covered (1): 401');
    expect(text).toContain('Closing terminal cleans (Discharge Clean): 0 done, 1 outstanding');
    expect(text).toContain('Outbreak Clean (outbreak routine)');
    expect(text).toContain('Due: missed');
    const fr = (await pdfText((await pdf('fr')).rawPayload)).text;
    expect(fr).toContain('Rapport d’épidémie · East Wing');
    expect(fr).toContain('Chambres concernées (1) : 401');
    // Nurses do not read outbreak reports.
    expect((await t.as('Nursing').get(`outbreaks/report.pdf?facilityId=${site}&id=${outbreak.id}`)).statusCode).toBe(403);
  });
});

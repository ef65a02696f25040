import { buffer } from 'node:stream/consumers';
import type { THousekeepingConfig } from '@carehome/contracts';
import { parseCsv } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { withTenant } from '../../platform/db/database.ts';
import { a, call, get, request, setUpScenario, site, t, ZONE } from './reporting.scenario.ts';

// Exports and report mails in the reader's language, through HTTP on a real PostgreSQL: the catalog's
// words, the configuration's translated names, and a PDF whose Chinese text is really in it (read back
// with pdfjs-dist, as a PDF reader would).

const RESIDENT = '王秀英';
const COMMENT = '床单已更换，房间很干净';

beforeAll(async () => {
  await setUpScenario();
  // The administrator translated the clean type 'Clean'.
  const config = (await get('manager', '/api/housekeeping/config')).json() as THousekeepingConfig;
  const saved = await call('manager', '/api/housekeeping/update', {
    config: { ...config, translations: { Clean: { fr: 'Ménage quotidien', 'zh-Hans': '日常清洁', 'zh-Hant': '日常清潔' } } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // A clean of a room whose resident has a Chinese name, with a comment in Chinese.
  await withTenant(t.database.db, a.tenantId, (tx) =>
    tx.execute(sql`
      update housekeeping_reports set comment = ${COMMENT},
        residents = ${JSON.stringify([{ id: crypto.randomUUID(), name: RESIDENT }])}::jsonb
      where id = (select id from housekeeping_reports where facility_id = ${site} and status = 'Complete' and comment is null
        order by start_date limit 1)`),
  );
});
afterAll(() => t.close());

const exportIn = (language: string, format: 'csv' | 'pdf', report = 'cleans') =>
  call('supervisor', '/api/reporting/export', { report, request: request(), format }, { 'accept-language': language });

describe('exports in the reader’s language', () => {
  it('a French CSV has French headings and statuses and the clean type’s French name', async () => {
    const res = await exportIn('fr-FR,fr;q=0.9', 'csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const { rows } = parseCsv(res.rawPayload.toString('utf8').slice(1));
    const [header, ...body] = rows.filter((r) => r.some(Boolean));
    expect(header?.slice(0, 7)).toEqual(['Commencé', 'Terminé', 'Minutes', 'Chambre', 'Zone', 'Résident', 'Type de nettoyage']);
    const col = (name: string) => header?.indexOf(name) ?? -1;
    expect(new Set(body.map((r) => r[col('Statut')]))).toEqual(new Set(['Terminé', 'Refusé']));
    expect(body.map((r) => r[col('Type de nettoyage')])).toContain('Ménage quotidien');
    // A name with no French translation stays as written.
    expect(body.map((r) => r[col('Type de nettoyage')])).toContain('Deep Clean');
    expect(body.some((r) => r[col('Résident')] === RESIDENT && r[col('Commentaire')] === COMMENT)).toBe(true);
    // The file keeps its plain English name.
    expect(res.headers['content-disposition']).toContain('cleans-report-');
  });

  it('the audit report in French: methods, results and failed operations', async () => {
    const res = await exportIn('fr', 'csv', 'audits');
    const { rows } = parseCsv(res.rawPayload.toString('utf8').slice(1));
    expect(rows[0]).toContain('Méthodes');
    expect(rows.flat()).toContain('Observation directe, Gel fluorescent');
    expect(rows.flat()).toContain('Light switches (Non nettoyé, échoué)');
    expect(rows.flat()).toEqual(expect.arrayContaining(['Réussi', 'Échoué', 'Ménage quotidien']));
  });

  it('a zh-Hans PDF prints its Chinese headings, names and comment in an embedded, subsetted font', async () => {
    const res = await exportIn('zh-CN', 'pdf');
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    for (const words of ['清洁报告', '开始', '房间', '住户', '清洁类型', '状态', '完成', '拒绝', '日常清洁', RESIDENT, COMMENT, '拒绝签名'])
      expect(text, words).toContain(words);
    expect(text).toMatch(/时段 \d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}/);
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toContain('/FontFile3');
    expect(raw).not.toContain('/Helvetica');
    // Subsetted: the font files hold the glyphs used, not the 8 MB fonts.
    expect(res.rawPayload.length).toBeLessThan(400_000);
  });

  it('a zh-Hant PDF is in Traditional characters', async () => {
    const { text } = await pdfText((await exportIn('zh-TW', 'pdf', 'summary')).rawPayload);
    expect(text).toContain('清潔彙總');
    expect(text).toContain('日常清潔');
    expect(text).not.toContain('清洁汇总');
  });

  it('with no Accept-Language the export is English, as before', async () => {
    const res = await call('supervisor', '/api/reporting/export', { report: 'cleans', request: request(), format: 'csv' });
    expect(parseCsv(res.rawPayload.toString('utf8').slice(1)).rows[0]?.slice(0, 4)).toEqual(['Started', 'Completed', 'Minutes', 'Room']);
  });

  it('the daily staff report names an assignment’s clean type in French, on screen and in the export', async () => {
    const today = DateTime.now().setZone(ZONE).toISODate() as string;
    const saved = await call('manager', '/api/staffSchedule/addassignment', {
      facilityId: site,
      assignment: { staffMemberId: a.staffIds.Housekeeper, startDate: today, endDate: today, roomNumbers: ['201'], cleanType: 'Clean' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const period = request({ from: today, to: today });
    const onScreen = await call('supervisor', '/api/housekeeping/staffreports', period);
    const mine = (onScreen.json() as { rows: { assignments: unknown[] }[] }).rows.flatMap((r) => r.assignments);
    // The answer carries the names as written; the screen words them (staffDayAssignmentText).
    expect(mine).toContainEqual({ text: null, cleanType: 'Clean', rooms: ['201'] });
    const res = await call(
      'supervisor',
      '/api/reporting/export',
      { report: 'staff', request: period, format: 'csv' },
      { 'accept-language': 'fr' },
    );
    expect(res.rawPayload.toString('utf8')).toContain('Ménage quotidien: 201');
  });
});

describe('a mailed report', () => {
  it('goes to each recipient in their language: one mail per language, the sender’s for those whose is unknown', async () => {
    const [french, chinese, unknown] = [a.emails.FacilityAdministrator, a.emails.LeadHousekeeper, a.emails.Nursing] as [
      string,
      string,
      string,
    ];
    await withTenant(t.database.db, a.tenantId, async (tx) => {
      await tx.execute(sql`update staff_members set language = 'fr' where lower(email) = ${french}`);
      await tx.execute(sql`update staff_members set language = 'zh-Hant' where lower(email) = ${chinese}`);
      await tx.execute(sql`update staff_members set language = null where lower(email) = ${unknown}`);
    });
    const res = await call(
      'supervisor',
      '/api/reporting/email',
      { report: 'cleans', request: request(), format: 'pdf', recipients: [french, chinese.toUpperCase(), unknown] },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recipients).toHaveLength(3);
    const mails = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ to: string[]; subject: string; text: string; attachments: { fileName: string; filename: string }[] }>(
        sql`select "to", subject, text, attachments from mail_outbox where ${french} = any("to") or ${unknown} = any("to")
          or ${chinese.toUpperCase()} = any("to") order by subject`,
      ),
    );
    const bySubject = (start: string) => mails.rows.find((m) => m.subject.startsWith(start));
    expect(mails.rows).toHaveLength(3);
    expect(bySubject('Rapport des nettoyages du')?.to).toEqual([french]);
    expect(bySubject('Informe de limpiezas del')?.to).toEqual([unknown]);
    const zh = bySubject('清潔報告');
    expect(zh?.to).toEqual([chinese.toUpperCase()]);
    expect(zh?.text).toContain('報告見附件');
    // Each mail carries the report written in its language.
    const file = zh?.attachments[0];
    expect(file?.filename).toMatch(/^cleans-report-.+\.pdf$/);
    const pdf = await buffer(t.ctx.files.read(a.tenantId, file?.fileName as string));
    const { text } = await pdfText(pdf);
    expect(text).toContain('清潔報告');
    expect(text).toContain(RESIDENT);
    expect(new Set(mails.rows.map((m) => m.attachments[0]?.fileName)).size).toBe(3);
  });
});

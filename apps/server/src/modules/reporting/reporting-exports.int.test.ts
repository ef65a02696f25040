import { addDays, parseCsv } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/database.ts';
import { a, call, d1, d2, request, setUpScenario, site, t } from './reporting.scenario.ts';

// The reports' exports and mails, and who may ask for a report, through HTTP on a real PostgreSQL, on the
// hand-checked scenario of reporting.scenario.ts.

beforeAll(setUpScenario);
afterAll(() => t.close());

describe('exports', () => {
  it('CSV: UTF-8 with BOM and a header row, dates MM/DD/YYYY on the site clock, parsed back', async () => {
    const res = await call('nurse', '/api/reporting/export', { report: 'cleans', request: request(), format: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`cleans-report-${d1}-${d2}.csv`);
    expect(res.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const { rows } = parseCsv(res.rawPayload.toString('utf8').slice(1));
    expect(rows[0]?.slice(0, 4)).toEqual(['Started', 'Completed', 'Minutes', 'Room']);
    const body = rows.slice(1).filter((r) => r.some(Boolean));
    expect(body).toHaveLength(5);
    const [mm, dd, yyyy] = [d1.slice(5, 7), d1.slice(8, 10), d1.slice(0, 4)];
    expect(body[0]?.[0]).toBe(`${mm}/${dd}/${yyyy} 08:40`);
    // A comment that starts like a formula is written as text.
    expect(body.some((r) => r.includes(`'=Sink, "very" clean`))).toBe(true);
  });

  it.each(['audits', 'markings', 'overdue', 'staff', 'summary', 'enhanced'] as const)(
    'CSV of the %s report has a header and rows',
    async (kind) => {
      const res = await call('nurse', '/api/reporting/export', { report: kind, request: request(), format: 'csv' });
      expect(res.statusCode, res.body).toBe(200);
      const { rows } = parseCsv(res.rawPayload.toString('utf8').slice(1));
      expect(rows.filter((r) => r.some(Boolean)).length).toBeGreaterThan(1);
    },
  );

  it('PDF: starts with %PDF and has pages, in the organization’s colours', async () => {
    await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(
        sql`update organizations set report_colors = ${JSON.stringify({ background: '#FFFDF5', alternateBackground: '#EEF2FF', headerBackground: '#123456', headerText: '#FFFFFF' })}::jsonb where id = ${a.tenantId}`,
      ),
    );
    for (const kind of ['cleans', 'audits', 'summary'] as const) {
      const res = await call('supervisor', '/api/reporting/export', { report: kind, request: request(), format: 'pdf' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    }
    // The cleans PDF carries the decline signature on a page of its own.
    const cleans = await call('supervisor', '/api/reporting/export', { report: 'cleans', request: request(), format: 'pdf' });
    expect(cleans.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBe(2);
    expect(cleans.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('email: the export queued in the mail outbox as an attachment, to the organization’s people only', async () => {
    const res = await call('supervisor', '/api/reporting/email', {
      report: 'overdue',
      request: request(),
      format: 'pdf',
      recipients: [a.emails.FacilityAdministrator],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ queued: true, fileName: `overdue-report-${d1}-${d2}.pdf` });
    const rows = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ subject: string; attachments: { fileName: string; filename: string }[] }>(
        sql`select subject, attachments from mail_outbox where ${a.emails.FacilityAdministrator} = any("to") and subject like 'Overdue report%'`,
      ),
    );
    expect(rows.rows).toHaveLength(1);
    const file = rows.rows[0]?.attachments[0];
    expect(file?.filename).toBe(`overdue-report-${d1}-${d2}.pdf`);
    expect(await t.ctx.files.exists(a.tenantId, file?.fileName as string)).toBe(true);
    const outside = await call('supervisor', '/api/reporting/email', {
      report: 'overdue',
      request: request(),
      format: 'csv',
      recipients: ['someone@elsewhere.example'],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0].field).toBe('recipients.0');
  });
});

describe('roles, sites and bad input', () => {
  const urls = [
    '/api/reporting/audits',
    '/api/reporting/markings',
    '/api/reporting/cleans',
    '/api/housekeeping/overduereports',
    '/api/housekeeping/staffreports',
    '/api/reporting/summary',
    '/api/reporting/enhanced',
  ];

  it.each(urls)('%s: Nursing and above; a housekeeper is refused; another organization gets 404', async (url) => {
    expect((await call('nurse', url, request())).statusCode).toBe(200);
    expect((await call('lead', url, request())).statusCode).toBe(200);
    expect((await call('housekeeper', url, request())).statusCode).toBe(403);
    expect((await call('other', url, request())).statusCode).toBe(404);
  });

  it('saving a staff report is a supervisor’s; another site’s staff member is not found', async () => {
    const body = { facilityId: site, staffMemberId: a.staffIds.Housekeeper, date: d2, comment: 'x' };
    expect((await call('nurse', '/api/housekeeping/savestaffreport', body)).statusCode).toBe(403);
    expect((await call('manager', '/api/housekeeping/savestaffreport', body)).statusCode).toBe(200);
    expect(
      (await call('manager', '/api/housekeeping/savestaffreport', { ...body, staffMemberId: a.staffIds['Housekeeper@1'] })).statusCode,
    ).toBe(404);
    expect((await call('other', '/api/housekeeping/savestaffreport', body)).statusCode).toBe(404);
  });

  it.each([
    ['the end before the start', { from: d2, to: d1 }, 'to'],
    ['a period over a year', { from: addDays(d2, -366), to: d2 }, 'to'],
    ['a date that is not a date', { from: '2026-02-30' }, 'from'],
    ['an area of no site', { filters: { areaIds: [crypto.randomUUID()] } }, 'filters.areaIds'],
    ['a site id that is not an id', { facilityId: 'site-1' }, 'facilityId'],
  ])('%s is a 400 naming the field', async (_name, over, field) => {
    const res = await call('supervisor', '/api/reporting/cleans', request(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('exactly a year is accepted; an unknown report kind or format is a 400', async () => {
    expect((await call('supervisor', '/api/reporting/cleans', request({ from: addDays(d2, -365), to: d2 }))).statusCode).toBe(200);
    expect(
      (await call('supervisor', '/api/reporting/export', { report: 'everything', request: request(), format: 'csv' })).statusCode,
    ).toBe(400);
    expect((await call('supervisor', '/api/reporting/export', { report: 'cleans', request: request(), format: 'xlsx' })).statusCode).toBe(
      400,
    );
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { TReportSave, TRoutine } from '@carehome/contracts';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, newRooms, type RoomType, siteConfig, tokensOf } from '../../../test/factories.ts';
import { bearer, createSystemUser, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { multipart, upload } from '../../../test/multipart.ts';
import { completeReportSave } from '../../../test/report-saves.ts';
import { files } from '../../db/schema/files.ts';
import { withTenant } from '../../platform/db/database.ts';
import { MIGRATIONS_FOLDER } from '../../platform/db/migrate.ts';

/**
 * Report photos are files of the report's site: a save names only file-store names.
 * Files stored before sites owned them get theirs from the migration.
 */

let t: TestContext;
let a: OrgFixture;
const tok: Record<string, string> = {};
let routine: TRoutine;
let roomId = '';

const photo = async (token: string) => {
  const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#994411' } })
    .png()
    .toBuffer();
  const res = await upload(
    t,
    'files/image',
    token,
    multipart({ Kind: 'photo', Resize: '600x600' }, { name: 'p.png', type: 'image/png', data }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().fileName as string;
};

/** A complete report of the room finished a minute ago, naming `photos`. */
function report(photos: string[]): TReportSave {
  const at = new Date(Date.now() - 60_000);
  const target = { facilityId: a.siteIds[0], roomId, authorStaffId: a.staffIds.Housekeeper as string, routine };
  return completeReportSave(target, at, {
    startDate: new Date(Date.now() - 20 * 60_000).toISOString(),
    photos: photos.map((name) => ({
      id: crypto.randomUUID(),
      photo: name,
      createdDate: at.toISOString(),
      createdBy: null,
      isDeleted: false,
    })),
  });
}

const submit = (body: TReportSave) =>
  t.app.inject({ method: 'POST', url: '/api/housekeeping/submitReport', headers: bearer(tok.hk0 as string), payload: { report: body } });

beforeAll(async () => {
  [t, a] = await contextWith(['Alpha']);
  Object.assign(tok, await tokensOf(t, { hk0: 'Housekeeper', hk1: 'Housekeeper@1', manager0: 'FacilityAdministrator' }));
  const roomType = (await siteConfig(t)).roomTypes[0] as RoomType;
  routine = roomType.routines[0] as TRoutine;
  roomId = (await newRooms(t, ['12'], { roomType }))['12'] as string;
});
afterAll(() => t.close());

describe('report photos', () => {
  it('are file-store names: a path or a made-up name is refused with the field', async () => {
    for (const name of ['../../etc/passwd', 'photo.jpg', `${crypto.randomUUID()}.svg`, `${crypto.randomUUID().toUpperCase()}.jpg`]) {
      const res = await submit(report([name]));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors[0].field).toBe('report.photos.0.photo');
    }
    const own = await photo(tok.hk0 as string);
    expect((await submit(report([own]))).statusCode).toBe(200);
  });
});

describe('files stored before sites owned them (migration 0009)', () => {
  it("get the site of the report that shows them, else their uploader's; logos stay the organization's", async () => {
    const admin = (await login(t, await createSystemUser(t, 'SiteAdministrator'))).token.token;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/switchTenant',
      payload: { data: { tenantId: a.tenantId } },
      headers: bearer(admin),
    });
    const inReport = await photo(admin);
    expect((await submit(report([inReport]))).statusCode).toBe(200);
    const byHousekeeper1 = await photo(tok.hk1 as string);
    const logoRes = await upload(
      t,
      'files/image',
      admin,
      multipart(
        { Kind: 'logo' },
        {
          name: 'l.png',
          type: 'image/png',
          data: await sharp({ create: { width: 9, height: 9, channels: 3, background: '#000' } })
            .png()
            .toBuffer(),
        },
      ),
    );
    const logo = logoRes.json().fileName as string;

    // As before the migration: no file has a site. Then its backfill, as the owner that runs migrations.
    const migration = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0009_files_per_site.sql'), 'utf8');
    const backfill = migration
      .slice(migration.indexOf('-- Existing files'))
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    const owner = new pg.Client({ connectionString: t.ownerUrl });
    await owner.connect();
    try {
      await owner.query('begin');
      await owner.query('alter table files no force row level security');
      await owner.query('update files set facility_id = null');
      await owner.query('alter table files force row level security');
      for (const statement of backfill) await owner.query(statement);
      await owner.query('commit');
    } finally {
      await owner.end();
    }
    const siteOf = async (name: string) =>
      (
        await withTenant(t.database.db, a.tenantId, (tx) => tx.select({ site: files.facilityId }).from(files).where(eq(files.name, name)))
      )[0]?.site;
    expect(await siteOf(inReport)).toBe(a.siteIds[0]);
    expect(await siteOf(byHousekeeper1)).toBe(a.siteIds[1]);
    expect(await siteOf(logo)).toBeNull();
    const forced = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ forced: boolean }>(sql`select relforcerowsecurity as forced from pg_class where relname = 'files'`),
    );
    expect(forced.rows[0]?.forced).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith } from '../../../test/factories.ts';
import { bearer, login, type OrgFixture, PASSWORD, systemUserIn, type TestContext } from '../../../test/harness.ts';
import { multipart, upload as send } from '../../../test/multipart.ts';
import { files } from '../../db/schema/files.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { withTenant } from '../../platform/db/database.ts';
import { insertStaffMember } from '../staff/index.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  [t, a, b] = await contextWith(['Alpha', 'Beta']);
  tokenA = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
  tokenB = (await login(t, b.emails.FacilityAdministrator as string)).token.token;
});
afterAll(() => t.close());

const upload = (url: string, token: string, body: ReturnType<typeof multipart>) => send(t, url, token, body);

describe('image uploads', () => {
  it('re-encodes a photo as JPEG inside 600x600 and strips its metadata', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#88aa44' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera', Artist: 'secret-camera' } } })
      .toBuffer();
    const res = await upload(
      'files/image',
      tokenA,
      multipart({ Resize: '600x600', Kind: 'photo' }, { name: 'room.jpg', type: 'image/jpeg', data: photo }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { fileName, width, height } = res.json();
    expect(fileName).toMatch(/\.jpg$/);
    expect([width, height]).toEqual([600, 450]);
    const got = await t.app.inject({ method: 'GET', url: `/api/files/${fileName}`, headers: bearer(tokenA) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(got.rawPayload.toString('latin1')).not.toContain('secret-camera');
  });

  it('keeps transparency of an icon as PNG, and fits a logo in 300x300', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const res = await upload(
      'files/image',
      tokenA,
      multipart({ Resize: '300x300', Kind: 'logo' }, { name: 'logo.png', type: 'image/png', data: png }),
    );
    expect(res.json()).toMatchObject({ width: 300, height: 150 });
    expect(res.json().fileName).toMatch(/\.png$/);
  });

  it('refuses what is not an image, whatever its name or declared type', async () => {
    const res = await upload(
      'files/image',
      tokenA,
      multipart({}, { name: 'evil.jpg', type: 'image/jpeg', data: Buffer.from('<script>alert(1)</script>') }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only images can be uploaded (JPEG, PNG, WebP, GIF, HEIC).');
  });

  it("hides one organization's files from another, and deletes them", async () => {
    const img = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const { fileName } = (await upload('files', tokenA, multipart({}, { name: 'op.png', type: 'image/png', data: img }))).json();
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${fileName}`, headers: bearer(tokenB) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/files/${fileName}`, headers: bearer(tokenB) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/files/${fileName}`, headers: bearer(tokenA) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${fileName}`, headers: bearer(tokenA) })).statusCode).toBe(404);
  });
});

describe('files belong to a site', () => {
  const tok: Record<string, string> = {};
  const png = () =>
    sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
  const photo = async (token: string, fields: Record<string, string> = {}) =>
    upload(
      'files/image',
      token,
      multipart({ Kind: 'photo', Resize: '600x600', ...fields }, { name: 'p.png', type: 'image/png', data: await png() }),
    );
  const get = (name: string, token: string) => t.app.inject({ method: 'GET', url: `/api/files/${name}`, headers: bearer(token) });
  const del = (name: string, token: string) => t.app.inject({ method: 'DELETE', url: `/api/files/${name}`, headers: bearer(token) });
  const siteOf = async (name: string) =>
    (await withTenant(t.database.db, a.tenantId, (tx) => tx.select({ site: files.facilityId }).from(files).where(eq(files.name, name))))[0]
      ?.site;

  beforeAll(async () => {
    // A supervisor of site 1 (the fixture has only a housekeeper there).
    await withTenant(t.database.db, a.tenantId, async (tx) => {
      await insertStaffMember(tx, {
        tenantId: a.tenantId,
        facilityId: a.siteIds[1],
        staffRefId: 'SUP-1',
        firstName: 'Sam',
        lastName: 'South',
        email: `sup1.${a.tenantId}@test.example`,
        passwordHash: await hashPassword(PASSWORD),
        role: 'FacilityAssistant',
        offsiteAuthentication: true,
      });
    });
    for (const [key, email] of [
      ['hk0', a.emails.Housekeeper],
      ['hk1', a.emails['Housekeeper@1']],
      ['sup0', a.emails.FacilityAssistant],
      ['sup1', `sup1.${a.tenantId}@test.example`],
      ['manager0', a.emails.FacilityAdministrator],
      ['orgAdmin', a.emails.MultiFacilityAdministrator],
    ] as const) {
      tok[key] = (await login(t, email as string)).token.token;
    }
    tok.system = await systemUserIn(t, 'SiteAdministrator', a.tenantId);
  });

  it("lets site staff read only their site's photos; organization-wide roles read every site's", async () => {
    const res = await photo(tok.hk1 as string);
    expect(res.statusCode, res.body).toBe(200);
    const { fileName } = res.json();
    expect(await siteOf(fileName)).toBe(a.siteIds[1]);
    // A Toronto housekeeper no longer reads a Vancouver photo by its name, nor does a Toronto supervisor delete it.
    expect((await get(fileName, tok.hk0 as string)).statusCode).toBe(404);
    expect((await get(fileName, tok.sup0 as string)).statusCode).toBe(404);
    expect((await del(fileName, tok.sup0 as string)).statusCode).toBe(404);
    for (const who of ['hk1', 'sup1', 'orgAdmin', 'system']) expect((await get(fileName, tok[who] as string)).statusCode, who).toBe(200);
    expect((await get(fileName, tokenB)).statusCode).toBe(404);
    // Its own site's supervisor deletes it.
    expect((await del(fileName, tok.sup1 as string)).statusCode).toBe(200);
    expect((await get(fileName, tok.hk1 as string)).statusCode).toBe(404);
  });

  it('records a photo at the site an organization-wide role names; a site role cannot name another site', async () => {
    const named = await photo(tok.orgAdmin as string, { FacilityId: a.siteIds[1] });
    expect(named.statusCode, named.body).toBe(200);
    expect(await siteOf(named.json().fileName)).toBe(a.siteIds[1]);
    expect((await get(named.json().fileName, tok.hk1 as string)).statusCode).toBe(200);
    expect((await get(named.json().fileName, tok.hk0 as string)).statusCode).toBe(404);
    expect((await photo(tok.hk0 as string, { FacilityId: a.siteIds[1] })).statusCode).toBe(404);
    expect((await photo(tok.orgAdmin as string, { FacilityId: b.siteIds[0] })).statusCode).toBe(404);
    expect((await photo(tok.orgAdmin as string, { FacilityId: '../site' })).json()).toMatchObject({ errors: [{ field: 'FacilityId' }] });
  });

  it("keeps the logo the organization's: read at every site, deleted only by organization-wide roles", async () => {
    const res = await upload(
      'files/image',
      tok.orgAdmin as string,
      multipart({ Kind: 'logo' }, { name: 'l.png', type: 'image/png', data: await png() }),
    );
    const { fileName } = res.json();
    expect(await siteOf(fileName)).toBeNull();
    expect((await get(fileName, tok.hk0 as string)).statusCode).toBe(200);
    expect((await get(fileName, tok.hk1 as string)).statusCode).toBe(200);
    const bySupervisor = await del(fileName, tok.sup0 as string);
    expect(bySupervisor.statusCode).toBe(403);
    expect((await del(fileName, tok.orgAdmin as string)).statusCode).toBe(200);
  });

  it('lets every site read operation images (a copied configuration keeps them), deleted only at their own site', async () => {
    const res = await upload('files', tok.manager0 as string, multipart({}, { name: 'op.png', type: 'image/png', data: await png() }));
    const { fileName } = res.json();
    expect(await siteOf(fileName)).toBe(a.siteIds[0]);
    expect((await get(fileName, tok.hk1 as string)).statusCode).toBe(200);
    expect((await del(fileName, tok.sup1 as string)).statusCode).toBe(403);
    expect((await del(fileName, tok.manager0 as string)).statusCode).toBe(200);
  });

  it('keeps a site with files from being deleted as if it were empty', async () => {
    const site = await t.app.inject({
      method: 'POST',
      url: '/api/facility',
      headers: bearer(tok.orgAdmin as string),
      payload: { site: { name: 'Pop-up', timeZone: 'UTC' } },
    });
    const siteId = site.json().id as string;
    expect((await photo(tok.orgAdmin as string, { FacilityId: siteId })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/facility/${siteId}`, headers: bearer(tok.orgAdmin as string) });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('site.not_empty');
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  b = await createOrganization(t, 'Beta');
  tokenA = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
  tokenB = (await login(t, b.emails.FacilityAdministrator as string)).token.token;
});
afterAll(() => t.close());

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----carehome${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="Image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (url: string, token: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });

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

import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { multipart, upload } from '../../../test/multipart.ts';
import { UPLOAD_RULE } from './files.routes.ts';
import { imageWork, MAX_INPUT_PIXELS } from './images.ts';

/**
 * Upload limits: a 153 KB PNG of 49 megapixels cost 4 s of CPU and 300 MB, and four
 * at once took the server to 1.4 GB. The pixel cap refuses it from its header, image work is bounded
 * per process, and each person has an upload budget.
 */

let t: TestContext;
let a: OrgFixture;
let housekeeper: string;
let manager: string;

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  housekeeper = (await login(t, a.emails.Housekeeper as string)).token.token;
  manager = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
});
afterAll(() => t.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('image uploads are bounded', () => {
  it('refuses a decompression bomb (a small PNG of 49 megapixels) from its header, quickly, as a 4xx', async () => {
    const bomb = await png(7000, 7000);
    expect(bomb.length).toBeLessThan(200_000);
    for (const url of ['files/image', 'files']) {
      const started = process.hrtime.bigint();
      const cpu = process.cpuUsage();
      const res = await upload(t, url, manager, multipart({ Kind: 'photo' }, { name: 'bomb.png', type: 'image/png', data: bomb }));
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const used = process.cpuUsage(cpu);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'file.too_many_pixels',
        message: 'The image is too large (at most 25 megapixels).',
        errors: [{ field: 'Image', params: { max: 25 } }],
      });
      // Decoding it took 2 s of CPU before; reading a header takes milliseconds.
      expect(ms).toBeLessThan(500);
      expect((used.user + used.system) / 1000).toBeLessThan(500);
    }
  });

  it('refuses a file over 15 MB with its limit as a parameter, for the client to translate', async () => {
    const res = await upload(
      t,
      'files/image',
      manager,
      multipart({}, { name: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(16 * 1024 * 1024, 1) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'file.too_large', errors: [{ field: 'Image', params: { max: 15 } }] });
  });

  it('accepts a photo at the cap (a 24 MP camera) and shrinks any upload without a size to 1600 px', async () => {
    expect(6000 * 4000).toBeLessThanOrEqual(MAX_INPUT_PIXELS);
    const res = await upload(t, 'files', manager, multipart({}, { name: 'big.png', type: 'image/png', data: await png(6000, 4000) }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ width: 1600, height: 1067 });
  });

  it('works on at most two images at a time and turns away what would queue past eight, with retry-after', async () => {
    const photo = multipart({ Kind: 'photo', Resize: '600x600' }, { name: 'p.png', type: 'image/png', data: await png(3000, 2000) });
    imageWork.peak = 0;
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(t, 'files/image', manager, photo)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(imageWork.peak).toBeLessThanOrEqual(2);

    // Two images in work and eight waiting (held here): the next upload is refused at once, not queued.
    const release: Array<() => void> = [];
    const held = Array.from({ length: 10 }, () => imageWork.run(() => new Promise<void>((resolve) => release.push(resolve))));
    await new Promise((r) => setImmediate(r));
    expect(release.length).toBe(2);
    const busy = await upload(t, 'files/image', manager, photo);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toMatchObject({ code: 'file.busy', message: 'Too many images are being processed. Please try again in a moment.' });
    // As work finishes, the waiting jobs get the slots, two at a time, and uploads are taken again.
    while (release.length) {
      release.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(held);
    expect(imageWork.peak).toBe(2);
    expect((await upload(t, 'files/image', manager, photo)).statusCode).toBe(200);
  });

  it(`limits uploads per person to ${UPLOAD_RULE.max} an hour, atomically under concurrency`, async () => {
    const who = a.staffIds.Housekeeper as string;
    // 118 uploads already this hour; five more at once: exactly two fit.
    await t.database.db.execute(
      sql`insert into auth_failures (scope, key) select ${UPLOAD_RULE.scope}, ${who} from generate_series(1, ${UPLOAD_RULE.max - 2})`,
    );
    const body = multipart({ Kind: 'photo' }, { name: 'p.png', type: 'image/png', data: await png(40, 30) });
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(t, 'files/image', housekeeper, body)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 429, 429, 429]);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3000);
    // Someone else of the same tablet still uploads.
    expect((await upload(t, 'files/image', manager, body)).statusCode).toBe(200);
  });
});

import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, tokensOf } from '../../../test/factories.ts';
import { bearer, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/database.ts';

// Photos taken offline. The tablet names a photo by an id it makes (FileId) and its outbox may
// send the upload more than once (a timeout, then a retry): every send makes one file, named by the id.

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const tok: Record<'housekeeper' | 'supervisor' | 'other', string> = {} as never;
let jpeg: Buffer;

beforeAll(async () => {
  [t, a, b] = await contextWith(['Photos', 'Elsewhere']);
  Object.assign(tok, await tokensOf(t, { housekeeper: 'Housekeeper', supervisor: 'FacilityAssistant' }));
  tok.other = (await tokensOf(t, { other: 'Housekeeper' }, b)).other;
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

/** A multipart body as a browser's FormData sends it. */
async function send(token: string, fields: Record<string, string>, data = jpeg) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('Image', new Blob([data], { type: 'image/jpeg' }), 'photo.jpg');
  const body = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/files/image',
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type') as string, ...bearer(token) },
  });
}

const fileCount = (name: string) =>
  withTenant(t.database.db, a.tenantId, async (tx) => {
    const res = await tx.execute<{ n: number }>(sql`select count(*)::int as n from files where name = ${name}`);
    return res.rows[0]?.n;
  });

describe('POST files/image with FileId', () => {
  it('names the photo by the tablet’s id; the same upload sent again answers the same file and stores it once', async () => {
    const id = crypto.randomUUID();
    const first = await send(tok.housekeeper, { Kind: 'photo', Resize: '600x600', FileId: id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ fileName: `${id}.jpg`, width: 600, height: 450 });
    const again = await send(tok.housekeeper, { Kind: 'photo', Resize: '600x600', FileId: id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await fileCount(`${id}.jpg`)).toBe(1);
    const read = await t.app.inject({ method: 'GET', url: `/api/files/${id}.jpg`, headers: bearer(tok.supervisor) });
    expect(read.statusCode).toBe(200);
  });

  it('makes one file when the same upload arrives twice at once', async () => {
    const id = crypto.randomUUID();
    const [x, y] = await Promise.all([
      send(tok.housekeeper, { Kind: 'photo', FileId: id }),
      send(tok.housekeeper, { Kind: 'photo', FileId: id }),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(x.json().fileName).toBe(`${id}.jpg`);
    expect(await fileCount(`${id}.jpg`)).toBe(1);
  });

  it('never lets another person, or another organization, take or overwrite a photo’s id', async () => {
    const id = crypto.randomUUID();
    expect((await send(tok.housekeeper, { Kind: 'photo', FileId: id })).statusCode).toBe(200);
    const colleague = await send(tok.supervisor, { Kind: 'photo', FileId: id });
    expect(colleague.statusCode).toBe(409);
    expect(colleague.json()).toMatchObject({ code: 'duplicate.id', errors: [{ field: 'FileId' }] });
    expect((await send(tok.other, { Kind: 'photo', FileId: id })).statusCode).toBe(409);
  });

  it('takes a FileId only for photos (always JPEG), and only a UUID', async () => {
    expect((await send(tok.supervisor, { Kind: 'operation', FileId: crypto.randomUUID() })).statusCode).toBe(400);
    const bad = await send(tok.housekeeper, { Kind: 'photo', FileId: '../../etc/passwd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'FileId' });
  });
});

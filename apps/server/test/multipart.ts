import type { TestContext } from './harness.ts';
import { bearer } from './harness.ts';

/** A multipart/form-data body as a browser sends it: text fields, then at most one file named Image. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
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

/** POST api/<url> with a multipart body, signed in with `token`. */
export const upload = (t: TestContext, url: string, token: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });

import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

const SECRET = 'a-server-secret-of-32-characters!';
const PLACE = 'data_source:0b7c…:client_secret';

describe('secret box', () => {
  const box = secretBox(SECRET);

  it('opens what it sealed, and the sealed text does not hold the secret', () => {
    const sealed = box.seal('client-secret-Ünïcødé-42', PLACE);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('client-secret');
    expect(box.open(sealed, PLACE)).toBe('client-secret-Ünïcødé-42');
    expect(box.open(box.seal('', PLACE), PLACE)).toBe('');
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('same', PLACE)).not.toBe(box.seal('same', PLACE));
  });

  it('does not open in another place, under another server secret, or altered', () => {
    const sealed = box.seal('s3cret', PLACE);
    expect(() => box.open(sealed, 'data_source:other:client_secret')).toThrow('does not open here');
    expect(() => secretBox('another-server-secret-entirely').open(sealed, PLACE)).toThrow('does not open here');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] as string, 'base64url');
    body[0] = (body[0] as number) ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], body.toString('base64url')].join('.'), PLACE)).toThrow('does not open here');
    expect(() => box.open('plain text', PLACE)).toThrow('not a sealed value');
  });

  it('errors never carry the secret', () => {
    const sealed = box.seal('TOP-SECRET-VALUE', PLACE);
    let message = '';
    try {
      box.open(sealed, 'elsewhere');
    } catch (e) {
      message = String(e);
    }
    expect(message).toContain('does not open here');
    expect(message).not.toContain('TOP-SECRET-VALUE');
    expect(() => secretBox('short')).toThrow('too short');
  });
});

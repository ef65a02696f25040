import crypto from 'node:crypto';

/**
 * Secrets this product must keep to act for a site (the care-records sync's OAuth2 client secret, a
 * client certificate's private key) are stored sealed: AES-256-GCM under a key derived with HKDF-SHA256
 * from the server secret (APP_SECRET, or the secret generated in the database), with a fresh 96-bit IV
 * per value and the value's place (`context`, e.g. 'data_source:<id>:client_secret') as associated
 * data, so a sealed value copied to another row or field does not open. Sealed text:
 * `v1.<iv>.<tag>.<ciphertext>`, base64url parts. Opening anything else, or with another key or
 * context, throws; the secret never appears in the error.
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';

export function secretBox(serverSecret: string): SecretBox {
  if (serverSecret.length < 16) throw new Error('secret box: the server secret is too short');
  const key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'carehome secret box', VERSION, 32));
  return {
    seal(plaintext, context) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined || rest.length) {
        throw new Error('secret box: not a sealed value');
      }
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new Error('secret box: the sealed value does not open here (other key or place, or altered)');
      }
    },
  };
}

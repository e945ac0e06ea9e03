import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Authenticated encryption (AES-256-GCM) of the networks' tokens at rest. Each value is bound to the
 * connection's organisation (associated data), so a ciphertext copied onto another organisation's row
 * does not decrypt.
 */
export class TokenCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the token key must be 32 bytes');
  }

  encrypt(plain: string, organizationId: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(associatedData(organizationId));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** Throws when the value was altered, made with another key, or belongs to another organisation. */
  decrypt(sealed: string, organizationId: number): string {
    const [version, payload] = sealed.split('.');
    if (version !== VERSION || !payload) throw new Error('not a sealed token');
    const bytes = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(associatedData(organizationId));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

function associatedData(organizationId: number): Buffer {
  return Buffer.from(`network-token:${organizationId}`);
}

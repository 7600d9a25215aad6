import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { env } from '@/lib/config/env';

// Versioned so a later key or cipher can be told apart from this one.
const PREFIX = 'v1';

/** The key from CALENDAR_ENCRYPTION_KEY (hex or base64), or undefined when it is not set. */
function encryptionKey(): Buffer | undefined {
  const text = env().CALENDAR_ENCRYPTION_KEY;
  if (!text) return undefined;
  return /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

/** Whether calendar passwords can be stored: the server has its encryption key. */
export function canSealCalendarPasswords(): boolean {
  return encryptionKey() !== undefined;
}

/**
 * Seals a calendar password with AES-256-GCM under the server's key; the member's id is bound in
 * as associated data, so a sealed value copied onto another member does not open.
 */
export function sealCalendarPassword(password: string, memberId: string): string {
  const key = encryptionKey();
  if (!key) throw new Error('CALENDAR_ENCRYPTION_KEY is not set');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(memberId));
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return [PREFIX, ...parts].join('.');
}

/** Opens a sealed password; undefined when the key is missing or changed, or the value altered. */
export function openCalendarPassword(sealed: string, memberId: string): string | undefined {
  const key = encryptionKey();
  const [prefix, iv, tag, data] = sealed.split('.');
  if (!key || prefix !== PREFIX || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(memberId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return undefined;
  }
}

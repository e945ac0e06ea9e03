import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_SPECIALS } from '@roi/contract/validation';

/** argon2id, m=19456 KiB, t=2, p=1. 2 is argon2id in the library's (const) enum. */
const ARGON2ID = 2;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/**
 * A hash of no one's password, verified against when the account is unknown so that an unknown
 * address costs the same work as a known one and timing tells nothing.
 */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hashPassword(generatePassword());
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A random password that meets the password rule: one of each required class, the rest mixed. */
export function generatePassword(length = 20): string {
  const all = LOWER + UPPER + DIGITS + PASSWORD_SPECIALS;
  const characters = [LOWER, UPPER, DIGITS, PASSWORD_SPECIALS].map(pick);
  while (characters.length < length) characters.push(pick(all));
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  return characters.join('');
}

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)]!;
}

import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** Looks through every string and key, without recursion: a body may nest as deep as it likes. */
function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      for (const item of next as unknown[]) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL stores no NUL character in text, and no person types one: a request that carries one in
 * its body, query or path is refused before anything reads it, rather than failing in the database.
 */
export function refuseNulCharacters(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new AppError(400, 'nulCharacter');
    }
  });
}

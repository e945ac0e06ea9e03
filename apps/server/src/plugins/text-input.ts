import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
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

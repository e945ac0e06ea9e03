import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';
import { outboxResponseSchema } from '../mail.js';

export const mailEndpoints = defineEndpoints({
  outbox: {
    method: 'GET',
    path: API_PATHS.outbox,
    tag: 'mail',
    summary: 'The newest emails kept instead of sent, while no SMTP server is configured (kept): agency user administrators only',
    access: { permission: 'usersEdit' },
    answer: outboxResponseSchema,
  },
});

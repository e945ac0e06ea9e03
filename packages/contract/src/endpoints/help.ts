import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';
import { supportContactResponseSchema, supportContactSchema } from '../support-contact.js';

export const helpEndpoints = defineEndpoints({
  supportContact: {
    method: 'GET',
    path: API_PATHS.supportContact,
    tag: 'help',
    summary: "The support contact of the caller's own organisation, shown at the top of Help, and whether the caller may change it",
    access: 'session',
    answer: supportContactResponseSchema,
  },
  supportContactSave: {
    method: 'PUT',
    path: API_PATHS.supportContactSave,
    tag: 'help',
    summary: "Set the support contact of the caller's own organisation; every field empty removes it",
    access: { permission: 'orgSettingsEdit' },
    body: supportContactSchema,
    answer: supportContactResponseSchema,
  },
});

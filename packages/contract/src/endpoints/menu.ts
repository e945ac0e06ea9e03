import { setMenuRequestSchema } from '../administration.js';
import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';
import {
  menuAccessQuerySchema,
  menuAccessResponseSchema,
  menuQuerySchema,
  menuResponseSchema,
  setMenuResponseSchema,
} from '../menu-schemas.js';

export const menuEndpoints = defineEndpoints({
  getMenuAccess: {
    method: 'GET',
    path: API_PATHS.getMenuAccess,
    tag: 'menu',
    summary: "The navigation of the caller's role and organisation (another role's needs Menu Access view)",
    access: 'session',
    query: menuAccessQuerySchema,
    answer: menuAccessResponseSchema,
    errors: [404],
  },
  getMenu: {
    method: 'GET',
    path: API_PATHS.getMenu,
    tag: 'menu',
    summary: 'The menu-access matrix of a role in an organisation, for administrators',
    access: { permission: 'menuView' },
    query: menuQuerySchema,
    answer: menuResponseSchema,
    errors: [404],
  },
  setMenu: {
    method: 'PUT',
    path: API_PATHS.setMenu,
    tag: 'menu',
    summary: 'Save which actions a role may use in an organisation; takes effect at once',
    access: { permission: 'menuEdit' },
    body: setMenuRequestSchema,
    answer: setMenuResponseSchema,
    errors: [404],
  },
});

import { API_PATHS } from '../api-paths.js';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from '../auth.js';
import { defineEndpoints } from '../endpoint.js';

export const authEndpoints = defineEndpoints({
  login: {
    method: 'POST',
    path: API_PATHS.login,
    tag: 'auth',
    summary: 'Sign in with a business email and password',
    access: 'public',
    body: loginRequestSchema,
    answer: loginResponseSchema,
    errors: [429],
  },
  refreshToken: {
    method: 'POST',
    path: API_PATHS.refreshToken,
    tag: 'auth',
    summary: 'Rotate the refresh token and get a new access token (idToken)',
    access: 'public',
    body: refreshRequestSchema,
    answer: refreshResponseSchema,
  },
  logout: {
    method: 'POST',
    path: API_PATHS.logout,
    tag: 'auth',
    summary: 'End the session the refresh token belongs to',
    access: 'public',
    body: logoutRequestSchema,
    answer: logoutResponseSchema,
  },
});

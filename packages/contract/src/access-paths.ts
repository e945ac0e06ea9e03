/**
 * The paths of the session's own calls (signing in, refreshing, signing out): part of API_PATHS
 * (api-paths.ts), and kept apart so that the sign-in page loads without the whole table (docs/decisions/0036).
 */
export const ACCESS_PATHS = {
  login: '/api/v1/auth/login',
  refreshToken: '/auth/get_refresh_token',
  logout: '/api/v1/auth/logout',
} as const;

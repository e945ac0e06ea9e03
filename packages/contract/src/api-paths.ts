/** Every path of the wire contract (spec §7), written once. */
export const API_PATHS = {
  health: '/api/health',
  liveness: '/api/health/live',
  openApi: '/api/openapi.json',
  login: '/api/v1/auth/login',
  refreshToken: '/auth/get_refresh_token',
  logout: '/api/v1/auth/logout',
  getMenuAccess: '/api/v1/svc/menu/getMenuAccess',
  getMenu: '/api/v1/svc/menu/getMenu',
} as const;

import { API_PATHS } from '../api-paths.js';
import { dashboardQuerySchema, dashboardResponseSchema } from '../dashboard.js';
import { defineEndpoints } from '../endpoint.js';

export const dashboardEndpoints = defineEndpoints({
  dashboard: {
    method: 'GET',
    path: API_PATHS.dashboard,
    tag: 'dashboard',
    summary:
      'The landing page in one call: reviews waiting for the caller, their rejected posts, failed publications, ' +
      'connections ending soon, the next 7 days of the calendar and the onboarding steps not done, each only when the ' +
      "caller's menu grants the screen that owns it; for agency users without a chosen client, every client's state",
    access: { permission: 'dashboardView' },
    query: dashboardQuerySchema,
    answer: dashboardResponseSchema,
    errors: [404],
  },
});

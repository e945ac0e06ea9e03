import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';
import { calendarQuerySchema, calendarResponseSchema } from '../scheduling.js';

export const schedulingEndpoints = defineEndpoints({
  schedulingCalendar: {
    method: 'GET',
    path: API_PATHS.schedulingCalendar,
    tag: 'scheduling',
    summary: 'The posts planned, scheduled, published or failed within a range of time, for the calendar',
    access: { permission: 'schedulingView' },
    query: calendarQuerySchema,
    answer: calendarResponseSchema,
    errors: [404],
  },
});

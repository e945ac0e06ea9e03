import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';
import {
  calendarQuerySchema,
  calendarResponseSchema,
  healthQuerySchema,
  healthResponseSchema,
  queueSlotsQuerySchema,
  queueSlotsResponseSchema,
  queueSlotsSaveRequestSchema,
} from '../scheduling.js';

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
  schedulingHealth: {
    method: 'GET',
    path: API_PATHS.schedulingHealth,
    tag: 'scheduling',
    summary: 'What would stop posts going out: connections ending soon, an old LinkedIn version, failed posts',
    access: { permission: 'schedulingView' },
    query: healthQuerySchema,
    answer: healthResponseSchema,
    errors: [404],
  },
  schedulingQueueSlots: {
    method: 'GET',
    path: API_PATHS.schedulingQueueSlots,
    tag: 'scheduling',
    summary: "The weekly posting times of an organisation's queue, on its clock",
    access: { permission: 'schedulingView' },
    query: queueSlotsQuerySchema,
    answer: queueSlotsResponseSchema,
    errors: [404],
  },
  schedulingQueueSlotsSave: {
    method: 'POST',
    path: API_PATHS.schedulingQueueSlotsSave,
    tag: 'scheduling',
    summary: "Replace the weekly posting times of an organisation's queue",
    access: { permission: 'schedulingPublish' },
    body: queueSlotsSaveRequestSchema,
    answer: queueSlotsResponseSchema,
    errors: [404],
  },
});

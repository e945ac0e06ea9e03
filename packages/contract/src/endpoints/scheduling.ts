import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';
import {
  calendarFeedAddressResponseSchema,
  calendarFeedAnswerSchema,
  calendarFeedQuerySchema,
  calendarFeedRenewRequestSchema,
  calendarQuerySchema,
  calendarResponseSchema,
  healthQuerySchema,
  healthResponseSchema,
  queueSlotsQuerySchema,
  queueSlotsResponseSchema,
  queueSlotsSaveRequestSchema,
  suggestedTimesQuerySchema,
  suggestedTimesResponseSchema,
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
    summary:
      'What would stop posts going out: connections ending soon, an old LinkedIn version, failed posts ' +
      '(for whoever may write posts, and for Scheduling: View)',
    access: { permission: 'postsCreate' },
    query: healthQuerySchema,
    answer: healthResponseSchema,
    errors: [404],
  },
  schedulingSuggestedTimes: {
    method: 'GET',
    path: API_PATHS.schedulingSuggestedTimes,
    tag: 'scheduling',
    summary: 'The next free times suggested for a post of an organisation, and where the suggestion comes from',
    access: { permission: 'postsCreate' },
    query: suggestedTimesQuerySchema,
    answer: suggestedTimesResponseSchema,
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
  schedulingFeedAddress: {
    method: 'GET',
    path: API_PATHS.schedulingFeedAddress,
    tag: 'scheduling',
    summary: 'Whether the caller has a calendar feed address, and since when (the address itself is shown once)',
    access: { permission: 'schedulingView' },
    answer: calendarFeedAddressResponseSchema,
  },
  schedulingFeedAddressRenew: {
    method: 'POST',
    path: API_PATHS.schedulingFeedAddressRenew,
    tag: 'scheduling',
    summary: "Make the caller's calendar feed address, answered once; the address it replaces answers 404 from then on",
    access: { permission: 'schedulingView' },
    body: calendarFeedRenewRequestSchema,
    answer: calendarFeedAddressResponseSchema,
  },
  calendarFeed: {
    method: 'GET',
    path: API_PATHS.calendarFeed,
    tag: 'scheduling',
    summary:
      "A person's calendar feed for Outlook, Google Calendar and the like: the posts they may see now, from 30 days " +
      'back to 180 days ahead, as iCalendar. Authorised by the token of the address alone; an unknown or replaced ' +
      'token, or one whose person may no longer sign in or see the calendar, answers 404.',
    access: 'public',
    query: calendarFeedQuerySchema,
    answer: calendarFeedAnswerSchema,
    errors: [404],
    produces: 'text/calendar',
  },
});

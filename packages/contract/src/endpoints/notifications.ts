import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';
import { notificationListResponseSchema, notificationReadRequestSchema, notificationReadResponseSchema } from '../notifications.js';

export const notificationEndpoints = defineEndpoints({
  notificationList: {
    method: 'GET',
    path: API_PATHS.notifications,
    tag: 'notifications',
    summary: "The caller's newest notifications and how many are unread",
    access: 'session',
    answer: notificationListResponseSchema,
  },
  notificationRead: {
    method: 'POST',
    path: API_PATHS.notificationsRead,
    tag: 'notifications',
    summary: "Mark the caller's named notifications read, or all of them when none are named",
    access: 'session',
    body: notificationReadRequestSchema,
    answer: notificationReadResponseSchema,
  },
});

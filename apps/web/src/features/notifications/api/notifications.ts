import { notificationEndpoints } from '@roi/contract/endpoints/notifications';
import { call } from '../../../lib/call';

export const notificationKeys = { all: ['notifications'] as const };

export async function listNotifications(signal?: AbortSignal) {
  return (await call(notificationEndpoints.notificationList, { signal })).data;
}

/** Marks the named notifications read, or all of the caller's when `ids` is undefined. */
export async function readNotifications(ids?: number[]) {
  return (await call(notificationEndpoints.notificationRead, { body: ids === undefined ? {} : { ids } })).data;
}

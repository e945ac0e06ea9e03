import { schedulingEndpoints } from '@roi/contract/endpoints/scheduling';
import type { CalendarQuery } from '@roi/contract/scheduling';
import { call } from '../../../lib/call';

/** The posts of the visible range, with the organisation's time zone. */
export async function getCalendar(query: CalendarQuery, signal?: AbortSignal) {
  return call(schedulingEndpoints.schedulingCalendar, { query, signal });
}

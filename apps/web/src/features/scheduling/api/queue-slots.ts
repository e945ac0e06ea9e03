import { schedulingEndpoints } from '@roi/contract/endpoints/scheduling';
import type { QueueSlotsSaveRequest } from '@roi/contract/scheduling';
import { call } from '../../../lib/call';

/** Replaces an organisation's weekly posting times. */
export async function saveQueueSlots(request: QueueSlotsSaveRequest) {
  return call(schedulingEndpoints.schedulingQueueSlotsSave, { body: request });
}

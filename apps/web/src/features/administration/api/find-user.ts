import type { UserRecord } from '@roi/contract/administration';
import { MAX_PAGE_SIZE, pageCount } from '../paging';
import { getUserList } from './get-user-list';

/** How many pages of the largest size are searched for a user before giving up. */
const MAX_PAGES_SEARCHED = 20;

/**
 * One user by id. The contract has no get-user call, so the list is paged through (within the organisation
 * the link named, when it did) until the user turns up; null when they do not, or are out of reach.
 */
export async function findUser(userId: number, organizationId: number | undefined, signal?: AbortSignal): Promise<UserRecord | null> {
  for (let page = 1; page <= MAX_PAGES_SEARCHED; page += 1) {
    const { records, totalCount } = await getUserList(
      { page, page_size: MAX_PAGE_SIZE, ...(organizationId && { organization_id: organizationId }) },
      signal,
    );
    const user = records.find((record) => record.user_id === userId);
    if (user) return user;
    if (page >= pageCount(totalCount, MAX_PAGE_SIZE)) return null;
  }
  return null;
}

import { DEFAULT_TIME_ZONE } from '@roi/contract/publishing-rules';
import { CALENDAR_ITEMS_MAX, type CalendarItem, type CalendarQuery, type CalendarResponse } from '@roi/contract/scheduling';
import { AppError } from '../../lib/app-error.js';
import { isAgencyUser, type Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertOrganizationInScope, assertPermission, hasPermission } from '../access/access.service.js';
import { findOrganizationSummary } from '../integrations/integrations.repository.js';
import { findTargetsByPost } from '../publishing/publishing.service.js';
import { listCalendarPosts } from './scheduling.repository.js';

/** States in which a post may still be moved to another time: it waits, and nothing of it went out. */
const MOVABLE_STATES: readonly CalendarItem['state'][] = ['scheduled', 'held'];

/**
 * The calendar's posts of a range: the caller's organisation, or for agency users the one they chose or
 * every one. Each post carries its targets and whether the caller may move it.
 */
export async function findCalendar(
  services: Services,
  caller: Caller,
  query: CalendarQuery,
): Promise<Omit<CalendarResponse, 'error' | 'status_code' | 'message'>> {
  await assertPermission(services, caller, 'schedulingView');
  if (query.organizationId !== undefined) await assertOrganizationInScope(services, caller, query.organizationId);
  const organizationId = isAgencyUser(caller) ? query.organizationId : caller.organizationId;
  const organization = organizationId === undefined ? undefined : await findOrganizationSummary(services.db, organizationId);
  if (organizationId !== undefined && !organization) throw new AppError(404, 'organizationNotFound');

  const rows = await listCalendarPosts(
    services.db,
    {
      organizationId,
      from: new Date(query.from),
      to: new Date(query.to),
      campaignId: query.campaignId,
      accountId: query.accountId,
      state: query.state,
    },
    CALENDAR_ITEMS_MAX + 1,
  );
  const shown = rows.slice(0, CALENDAR_ITEMS_MAX);
  const targets = await findTargetsByPost(services, shown.map((row) => row.postId));
  const mayMove = await hasPermission(services, caller, 'postsPublish');
  return {
    records: shown.map((row) => ({
      post_id: row.postId,
      organization_id: row.organizationId,
      organization_name: row.organizationName,
      timezone: row.timezone ?? DEFAULT_TIME_ZONE,
      campaign_id: row.campaignId,
      campaign_name: row.campaignName,
      excerpt: row.excerpt,
      state: row.state,
      at: row.at.toISOString(),
      targets: targets.get(row.postId) ?? [],
      can_move: mayMove && row.scheduledAt !== null && MOVABLE_STATES.includes(row.state),
    })),
    truncated: rows.length > CALENDAR_ITEMS_MAX,
    timezone: organization ? (organization.timezone ?? DEFAULT_TIME_ZONE) : null,
    timezone_set: organization?.timezone != null,
  };
}

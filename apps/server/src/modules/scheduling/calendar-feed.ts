import { createHash, randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import { DAY_MS } from '@roi/contract/constants';
import { API_PATHS } from '@roi/contract/api-paths';
import { DEFAULT_TIME_ZONE, formatInZone } from '@roi/contract/publishing-rules';
import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_REFRESH_MINUTES,
  CALENDAR_ITEMS_MAX,
  CALENDAR_STATE_LABELS,
} from '@roi/contract/scheduling';
import { AppError } from '../../lib/app-error.js';
import { isAgencyUser, type Caller } from '../../lib/caller.js';
import { runInOrganizationScope } from '../../db/organization-scope.js';
import type { Services } from '../../services.js';
import { assertPermission, hasPermission } from '../access/access.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findFeedOfUser, findFeedOwner, replaceFeed } from './calendar-feed.repository.js';
import { listCalendarPosts } from './scheduling.repository.js';
import { shownOrganization } from './scheduling.service.js';

/** How long a post's event lasts in a calendar application: a post goes out at one moment. */
const EVENT_MINUTES = 15;

function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function feedUrl(services: Services, token: string): string {
  return `${services.config.appUrl}${API_PATHS.calendarFeed}?token=${token}`;
}

export async function findFeedAddress(services: Services, caller: Caller) {
  await assertPermission(services, caller, 'schedulingView');
  const feed = await findFeedOfUser(services.db, caller.userId);
  return { created_at: feed?.createdAt.toISOString() ?? null, url: null };
}

/**
 * Makes the caller's feed address: a random token of 256 bits, of which only the hash is kept, so the
 * address is answered this once. The address it replaces finds nothing from then on.
 */
export async function renewFeedAddress(services: Services, caller: Caller) {
  await assertPermission(services, caller, 'schedulingView');
  const token = randomBytes(32).toString('base64url');
  const feed = await replaceFeed(services.db, caller.userId, caller.organizationId, hashFeedToken(token));
  await recordAudit(services.db, {
    event: 'scheduling.feed_address_made',
    actorUserId: caller.userId,
    organizationId: caller.organizationId,
    ip: caller.ip,
  });
  return { created_at: feed.createdAt.toISOString(), url: feedUrl(services, token) };
}

/**
 * The feed of an address, as an iCalendar document: what its person may see on the calendar now,
 * checked on every fetch as a signed-in call would be. An unknown or replaced address, a person who may
 * no longer sign in or see the calendar: all answer 404 alike, so an address tells nothing of why.
 */
export async function calendarFeed(services: Services, token: string, ip: string): Promise<string> {
  const owner = await findFeedOwner(services.db, hashFeedToken(token));
  if (!owner || owner.status !== 'active') throw new AppError(404, 'calendarFeedNotFound');
  const caller: Caller = {
    userId: owner.userId,
    email: owner.email,
    organizationId: owner.organizationId,
    orgTypeId: owner.orgTypeId,
    roleId: owner.roleId,
    sessionId: `calendar-feed:${owner.feedId}`,
    ip,
    accessGeneration: await services.accessCache.generation.current(),
  };
  if (!(await hasPermission(services, caller, 'schedulingView'))) throw new AppError(404, 'calendarFeedNotFound');
  return runInOrganizationScope(isAgencyUser(caller) ? 'all' : { organizationId: caller.organizationId }, () =>
    feedDocument(services, caller),
  );
}

async function feedDocument(services: Services, caller: Caller): Promise<string> {
  const now = Date.now();
  const rows = await listCalendarPosts(
    services.db,
    {
      organizationId: await shownOrganization(services, caller, undefined),
      from: new Date(now - CALENDAR_FEED_DAYS_BACK * DAY_MS),
      to: new Date(now + CALENDAR_FEED_DAYS_AHEAD * DAY_MS),
    },
    CALENDAR_ITEMS_MAX,
  );
  const calendar = ical({
    name: 'ROI Social posts',
    description: 'Posts scheduled, published or failed, from ROI Social. Times are in UTC; each post names its organization’s clock.',
    prodId: { company: 'ROI Social', product: 'Scheduling' },
    ttl: CALENDAR_FEED_REFRESH_MINUTES * 60,
    url: `${services.config.appUrl}/scheduling`,
  });
  const host = new URL(services.config.appUrl).host;
  for (const row of rows) {
    // A draft's planned date is the planner's note, and an expired review's time has passed without the
    // post: neither goes out.
    if (row.state === 'draft' || row.state === 'expired') continue;
    const timezone = row.timezone ?? DEFAULT_TIME_ZONE;
    const state = CALENDAR_STATE_LABELS[row.state];
    calendar.createEvent({
      id: `post-${row.postId}@${host}`,
      start: row.at,
      end: new Date(row.at.getTime() + EVENT_MINUTES * 60_000),
      stamp: new Date(now),
      summary: `${state}: ${row.campaignName}`,
      description: [
        `Campaign: ${row.campaignName}`,
        `State: ${state}`,
        `Organization: ${row.organizationName}`,
        `On ${row.organizationName}’s clock (${timezone}): ${formatInZone(row.at, timezone)}`,
        '',
        row.excerpt,
      ].join('\n'),
      url: `${services.config.appUrl}/scheduling`,
    });
  }
  return calendar.toString();
}

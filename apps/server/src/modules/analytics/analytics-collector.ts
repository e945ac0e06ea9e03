import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { LeasedJobRunner } from '../../lib/leased-job-runner.js';
import { UnusableConnection, usableAccessToken } from '../integrations/access-token.js';
import { NetworkError, type PageStatistics, type SocialNetwork } from '../integrations/network.js';
import type { TokenCipher } from '../integrations/token-cipher.js';
import { retryDelayMs } from '../publishing/backoff.js';
import {
  claimDueCollection,
  findKnownNames,
  findPublishedOfAccount,
  markUnreadable,
  queueCollections,
  requeueCollection,
  saveCollected,
  saveNames,
  type ClaimedCollection,
} from './collection.repository.js';

/** LinkedIn keeps organic statistics for a rolling 12 months: the first collection reads all of it. */
const FIRST_COLLECTION_DAYS = 365;
/** Later collections read the last two weeks again: LinkedIn's recent days still settle. */
const LATER_COLLECTION_DAYS = 14;
/** The permission LinkedIn asks for before it shows a member's own posts' statistics. */
export const MEMBER_POST_ANALYTICS_SCOPE = 'r_member_postAnalytics';
/** The follower facets LinkedIn gives as URNs of public reference data, named through its APIs. */
const NAMED_FACETS = new Set(['industry', 'geography']);

export interface AnalyticsCollectorDependencies {
  db: Database;
  network: SocialNetwork;
  tokenCipher: TokenCipher;
  config: Pick<Config, 'publishing' | 'analytics'>;
  log: FastifyBaseLogger;
}

/**
 * Collects each organisation page's statistics from LinkedIn (or the sandbox) as durable periodic
 * jobs, with the publishing worker's guarantees: one worker per job under a lease, backoff on 429 and
 * 5xx, and a job whose worker died taken again when its lease runs out. Each collection keeps the
 * day's snapshot (docs/decisions/0028-analytics-collection.md).
 */
export class AnalyticsCollector {
  private readonly runner: LeasedJobRunner<ClaimedCollection>;

  constructor(private readonly deps: AnalyticsCollectorDependencies) {
    const { db, config } = deps;
    this.runner = new LeasedJobRunner<ClaimedCollection>(
      {
        name: 'analytics collector',
        beforeEachRun: () => queueCollections(db),
        claim: (owner) => claimDueCollection(db, owner, config.publishing.leaseMs),
        work: (job, owner) => this.collect(job, owner),
      },
      () => config.publishing.pollMs,
      deps.log,
    );
  }

  start(): void {
    this.runner.start();
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }

  /** Collects every page due now; answers how many. What tests call. */
  runDue(goOn?: () => boolean): Promise<number> {
    return this.runner.runDue(goOn);
  }

  private async collect(job: ClaimedCollection, owner: string): Promise<void> {
    const { db, network, config, log } = this.deps;
    const now = new Date();
    const nextDueAt = new Date(now.getTime() + config.analytics.intervalMs);
    try {
      const accessToken = await usableAccessToken(this.deps, job.integrationId, MESSAGES.analyticsDisconnected);
      if (job.isMember && job.grantedScopes !== null && !job.grantedScopes.includes(MEMBER_POST_ANALYTICS_SCOPE)) {
        await markUnreadable(db, job, owner, MESSAGES.analyticsMemberCannotRead, nextDueAt);
        return;
      }
      const published = await findPublishedOfAccount(db, job.accountId, new Date(now.getTime() - FIRST_COLLECTION_DAYS * DAY_MS));
      const publicationOf = new Map(published.map((row) => [row.externalId!, row.id]));
      const postIds = [...publicationOf.keys()];
      let statistics: Parameters<typeof saveCollected>[3]['statistics'];
      if (job.isMember) {
        const posts = postIds.length === 0 ? [] : await network.readMemberPostStatistics(accessToken, job.urn, postIds);
        statistics = { days: [], posts, followers: undefined, demographics: [] };
      } else {
        const days = job.lastCollectedAt ? LATER_COLLECTION_DAYS : FIRST_COLLECTION_DAYS;
        const since = new Date(now.getTime() - days * DAY_MS);
        const page = await network.readPageStatistics(accessToken, job.urn, { since, until: now, postIds });
        statistics = { ...page, demographics: await this.named(accessToken, page.demographics) };
      }
      const day = now.toISOString().slice(0, 10);
      if (!(await saveCollected(db, job, owner, { statistics, publicationOf, day, nextDueAt }))) {
        log.warn({ account: job.accountId }, 'analytics: collected after the lease passed to another worker; nothing kept');
      }
    } catch (error) {
      await this.settleFailure(job, owner, error, nextDueAt);
    }
  }

  /**
   * Industries and places with their names: those already known from the shared table, the others
   * asked of LinkedIn in batches (one kind at a time) and kept for every later collection. A kind whose
   * lookup fails keeps its URNs, asked again at the next collection; the statistics are kept either way.
   */
  private async named(accessToken: string, demographics: PageStatistics['demographics']): Promise<PageStatistics['demographics']> {
    const { db, network, log } = this.deps;
    const urns = [...new Set(demographics.filter((entry) => NAMED_FACETS.has(entry.facet)).map((entry) => entry.value))];
    const names = await findKnownNames(db, urns);
    const unknownByKind = new Map<string, string[]>();
    for (const urn of urns.filter((candidate) => !names.has(candidate))) {
      const kind = urn.split(':').slice(0, 3).join(':');
      unknownByKind.set(kind, [...(unknownByKind.get(kind) ?? []), urn]);
    }
    for (const [kind, unknown] of unknownByKind) {
      try {
        const found = await network.findNames(accessToken, unknown);
        await saveNames(db, found);
        for (const [urn, name] of found) names.set(urn, name);
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        log.info({ kind, failure: error.failure }, 'analytics: names not found this time; shown as LinkedIn identifies them');
      }
    }
    return demographics.map((entry) => ({ ...entry, label: names.get(entry.value) ?? entry.label }));
  }

  private async settleFailure(job: ClaimedCollection, owner: string, error: unknown, nextDueAt: Date): Promise<void> {
    const { db, log, config } = this.deps;
    if (error instanceof UnusableConnection) {
      await markUnreadable(db, job, owner, error.message, nextDueAt);
      return;
    }
    if (!(error instanceof NetworkError)) {
      log.error({ err: error, account: job.accountId }, 'analytics: unexpected failure');
      await requeueCollection(db, job, owner, { dueAt: nextDueAt, error: MESSAGES.somethingWentWrong, resetAttempts: true });
      return;
    }
    if (error.failure === 'unauthorized') {
      await markUnreadable(db, job, owner, MESSAGES.linkedInExpired, nextDueAt);
      return;
    }
    if (error.failure === 'rejected') {
      // 403: not an ADMINISTRATOR of the page, or the statistics permission was not granted.
      const cannotRead = job.isMember ? MESSAGES.analyticsMemberCannotRead : MESSAGES.analyticsCannotRead;
      const reason = error.status === 403 ? cannotRead : error.message;
      await markUnreadable(db, job, owner, reason, nextDueAt);
      return;
    }
    // 429, 5xx or no answer: try again with backoff, and after the last try at the next interval.
    const { maxAttempts, retryBaseMs } = config.publishing;
    if (job.attempts >= maxAttempts) {
      await requeueCollection(db, job, owner, { dueAt: nextDueAt, error: error.message, resetAttempts: true });
      return;
    }
    const delay = retryDelayMs(job.attempts, retryBaseMs, error.retryAfterMs);
    log.info({ account: job.accountId, failure: error.failure, retryInMs: delay }, 'analytics: will try again');
    await requeueCollection(db, job, owner, { dueAt: new Date(Date.now() + delay), error: error.message, resetAttempts: false });
  }
}

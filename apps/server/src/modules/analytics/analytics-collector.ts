import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { LeasedJobRunner } from '../../lib/leased-job-runner.js';
import { UnusableConnection, usableAccessToken } from '../integrations/access-token.js';
import { NetworkError, type SocialNetwork } from '../integrations/network.js';
import type { TokenCipher } from '../integrations/token-cipher.js';
import { retryDelayMs } from '../publishing/backoff.js';
import {
  claimDueCollection,
  findPublishedOfAccount,
  markUnreadable,
  queueCollections,
  requeueCollection,
  saveCollected,
  type ClaimedCollection,
} from './collection.repository.js';

/** LinkedIn keeps organic statistics for a rolling 12 months: the first collection reads all of it. */
const FIRST_COLLECTION_DAYS = 365;
/** Later collections read the last two weeks again: LinkedIn's recent days still settle. */
const LATER_COLLECTION_DAYS = 14;

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
      const days = job.lastCollectedAt ? LATER_COLLECTION_DAYS : FIRST_COLLECTION_DAYS;
      const since = new Date(now.getTime() - days * DAY_MS);
      const published = await findPublishedOfAccount(db, job.accountId, new Date(now.getTime() - FIRST_COLLECTION_DAYS * DAY_MS));
      const publicationOf = new Map(published.map((row) => [row.externalId!, row.id]));
      const statistics = await network.readPageStatistics(accessToken, job.urn, { since, until: now, postIds: [...publicationOf.keys()] });
      const day = now.toISOString().slice(0, 10);
      if (!(await saveCollected(db, job, owner, { statistics, publicationOf, day, nextDueAt }))) {
        log.warn({ account: job.accountId }, 'analytics: collected after the lease passed to another worker; nothing kept');
      }
    } catch (error) {
      await this.settleFailure(job, owner, error, nextDueAt);
    }
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
      const reason = error.status === 403 ? MESSAGES.analyticsCannotRead : error.message;
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

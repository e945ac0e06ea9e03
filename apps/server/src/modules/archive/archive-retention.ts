import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '@roi/contract/constants';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { LeasedJobRunner } from '../../lib/leased-job-runner.js';
import type { ImageReader } from '../media/image-store.js';
import { backfillPostVersion, findPostsWithoutRecords } from '../posts/posts.repository.js';
import { claimDuePrune, finishPrune, isBackfillFinished, markBackfillFinished, pruneExpired } from './archive.repository.js';

export interface ArchiveRetentionDependencies {
  db: Database;
  config: Pick<Config, 'publishing'>;
  log: FastifyBaseLogger;
  /** Reads a post's stored images, for the records the backfill writes. */
  readImage: ImageReader;
  /** The moment retention is measured from; tests move it on by years. */
  now?: () => Date;
}

/** Posts backfilled per query of those still without records. */
const BACKFILL_PAGE = 100;

/**
 * Removes archive records past their organisation's retention and not under a legal hold, once a day
 * per organisation, as a leased job on each organisation's chain row: any number of server processes
 * share the work, and one that dies mid-run leaves its organisation to the next after the lease.
 */
export class ArchiveRetention {
  private readonly runner: LeasedJobRunner<number>;
  private backfilling: Promise<void> = Promise.resolve();
  /** Set by `stop`: the backfill ends between two posts rather than write on a closing database. */
  private isStopping = false;

  constructor(private readonly deps: ArchiveRetentionDependencies) {
    const { db, config } = deps;
    this.runner = new LeasedJobRunner<number>(
      {
        name: 'archive retention',
        claim: (owner) => claimDuePrune(db, owner, config.publishing.leaseMs),
        work: (organizationId, owner) => this.prune(organizationId, owner),
      },
      () => config.publishing.pollMs,
      deps.log,
    );
  }

  start(): void {
    this.isStopping = false;
    this.runner.start();
    this.backfilling = this.backfillOnce().catch((error: unknown) =>
      this.deps.log.error({ err: error }, 'archive backfill failed; it runs again at the next start'),
    );
  }

  /**
   * Writes a `post.saved` record, marked backfilled, of the current version of each post that has no
   * record (one made before the archive existed). Safe to run again and in several processes at once:
   * each post is checked again under its organisation's chain lock. Stops between posts when the server
   * stops, and the next start goes on. Answers how many were written.
   */
  async backfill(): Promise<number> {
    let written = 0;
    for (let afterId = 0; !this.isStopping; ) {
      const page = await findPostsWithoutRecords(this.deps.db, afterId, BACKFILL_PAGE);
      for (const postId of page) {
        if (this.isStopping) break;
        if (await backfillPostVersion(this.deps.db, postId, this.deps.readImage)) written += 1;
      }
      if (page.length < BACKFILL_PAGE) {
        if (!this.isStopping) await markBackfillFinished(this.deps.db);
        break;
      }
      afterId = page.at(-1)!;
    }
    if (written > 0) this.deps.log.info({ written }, 'archive backfill: recorded posts made before the archive');
    return written;
  }

  async stop(): Promise<void> {
    this.isStopping = true;
    await Promise.all([this.runner.stop(), this.backfilling]);
  }

  /** The backfill at a start, unless one has finished before: every post saved since has its records. */
  private async backfillOnce(): Promise<void> {
    if (!(await isBackfillFinished(this.deps.db))) await this.backfill();
  }

  /** Runs every organisation due now; answers how many. What tests call. */
  runDue(goOn?: () => boolean): Promise<number> {
    return this.runner.runDue(goOn);
  }

  private async prune(organizationId: number, owner: string): Promise<void> {
    const now = this.deps.now?.() ?? new Date();
    try {
      const removed = await pruneExpired(this.deps.db, organizationId, now);
      if (removed > 0) this.deps.log.info({ organizationId, removed }, 'archive retention: removed records past their retention');
    } finally {
      await finishPrune(this.deps.db, organizationId, owner, new Date(Date.now() + DAY_MS));
    }
  }
}

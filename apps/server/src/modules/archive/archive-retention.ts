import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '@roi/contract/constants';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { LeasedJobRunner } from '../../lib/leased-job-runner.js';
import { claimDuePrune, finishPrune, pruneExpired } from './archive.repository.js';

export interface ArchiveRetentionDependencies {
  db: Database;
  config: Pick<Config, 'publishing'>;
  log: FastifyBaseLogger;
  /** The moment retention is measured from; tests move it on by years. */
  now?: () => Date;
}

/**
 * Removes archive records past their organisation's retention and not under a legal hold, once a day
 * per organisation, as a leased job on each organisation's chain row: any number of server processes
 * share the work, and one that dies mid-run leaves its organisation to the next after the lease.
 */
export class ArchiveRetention {
  private readonly runner: LeasedJobRunner<number>;

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
    this.runner.start();
  }

  stop(): Promise<void> {
    return this.runner.stop();
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

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';

/**
 * One kind of durable job kept in the database: how a worker takes the next due one under a lease
 * (the claim itself is the update, with FOR UPDATE SKIP LOCKED, so several processes never take the
 * same job), and what it does with it. Fencing every later write with the lease, backoff and giving
 * up are the kind's own, in `work`.
 */
export interface LeasedJobKind<Job> {
  /** Named in the log when taking jobs fails. */
  name: string;
  /** Work that comes due with time, done before each round of claims (e.g. queueing new jobs). */
  beforeEachRun?: () => Promise<void>;
  claim(owner: string): Promise<Job | undefined>;
  work(job: Job, owner: string): Promise<void>;
}

/**
 * The loop every worker of the product shares: poll for due jobs, take them one at a time under a
 * lease held by this process, wake early when told something became due, and stop cleanly. The
 * publishing worker, the webhook dispatcher and the analytics collector each run one
 * (docs/decisions/0028-analytics-collection.md). Tests drive `runDue()` themselves.
 */
export class LeasedJobRunner<Job> {
  /** Who holds a lease: this process, unique across restarts. */
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(
    private readonly kind: LeasedJobKind<Job>,
    private readonly pollMs: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Polls for due jobs until stopped. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.poll();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Something became due: look now rather than at the next poll. */
  notify(): void {
    this.wake?.();
  }

  /** Works through every job due now (while `goOn` says so); answers how many it took. */
  async runDue(goOn: () => boolean = () => true): Promise<number> {
    await this.kind.beforeEachRun?.();
    let taken = 0;
    while (goOn()) {
      const job = await this.kind.claim(this.owner);
      if (!job) return taken;
      taken += 1;
      await this.kind.work(job, this.owner);
    }
    return taken;
  }

  private async poll(): Promise<void> {
    while (this.running) {
      try {
        await this.runDue(() => this.running);
      } catch (error) {
        this.log.warn({ err: error }, `${this.kind.name}: could not take jobs; trying again`);
      }
      if (!this.running) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs());
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
}

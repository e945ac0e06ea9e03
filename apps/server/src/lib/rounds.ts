import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a job's round now and then every `intervalMs`, one round at a time per process; a failed round is
 * logged and the next one tries again. For jobs whose rounds are safe to repeat because what they do is
 * claimed in the database first (reminders, monthly reports), so that processes need not coordinate.
 */
export class Rounds {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<unknown> | undefined;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly runOnce: () => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer) return;
    const run = () => {
      this.round = this.runOnce().catch((error: unknown) => this.log.warn({ err: error }, `${this.name}: round failed; trying at the next`));
    };
    run();
    this.timer = setInterval(run, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.round;
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { SIGN_IN_FAILURE_WINDOW_MINUTES } from '@roi/contract/constants';
import type { Database } from '../../db/database.js';
import { Rounds } from '../../lib/rounds.js';
import type { OneTimeCodes } from '../accounts/one-time-codes.js';
import { forgetEndedRateLimits } from '../accounts/rate-limits.js';
import { deleteExpiredRefreshTokens, forgetEndedSignInWindows } from './auth.repository.js';

/** How often ended records are deleted: they only take room until then, so an hour is soon enough. */
const ROUND_MS = 60 * 60 * 1000;

export interface EndedRecordsDependencies {
  db: Database;
  codes: OneTimeCodes;
  log: FastifyBaseLogger;
}

/**
 * A periodic job beside the publishing worker that deletes what signing in, signing up and the rate limits
 * keep only for a while: expired refresh tokens, ended windows of sign-in failures and of rate limits,
 * expired one-time codes. Each is written by requests anyone may send (a sign-in with a made-up address
 * adds a row), so none may grow for as long as the server runs. Deleting what has ended is the same in
 * every process, so processes sharing a database need not coordinate.
 */
export class EndedRecords {
  private readonly rounds: Rounds;

  constructor(private readonly deps: EndedRecordsDependencies) {
    this.rounds = new Rounds('ended records', ROUND_MS, () => this.runOnce(), deps.log);
  }

  start(): void {
    this.rounds.start();
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round. What tests call. */
  async runOnce(): Promise<void> {
    const { db, codes } = this.deps;
    await deleteExpiredRefreshTokens(db);
    await forgetEndedSignInWindows(db, SIGN_IN_FAILURE_WINDOW_MINUTES);
    await forgetEndedRateLimits(db);
    await codes.forgetEnded();
  }
}

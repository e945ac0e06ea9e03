import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '@roi/contract/constants';
import { DEFAULT_TIME_ZONE, formatInZone } from '@roi/contract/publishing-rules';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { connectionEndingEmail } from '../mail/templates.js';
import { findConnectionsEndingWithin, findOrganizationAdmins, recordExpiryNotice } from './scheduling.repository.js';
import { Rounds } from '../../lib/rounds.js';

/** Admins hear of a connection ending this long before it does. */
export const EXPIRY_REMINDER_DAYS = 7;
/** How often the reminders are looked for: an hour late for a week's notice is no matter. */
const ROUND_MS = 60 * 60 * 1000;

export interface ExpiryRemindersDependencies {
  db: Database;
  mailer: Mailer;
  isSandbox: boolean;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * A periodic job beside the publishing worker: every round, each live connection ending within a week
 * gets one email to its organisation's admins. What was sent is kept in the database under the
 * connection and its expiry, so that a restart, another server sharing the database, or a later round
 * never sends it twice; a reconnection brings a new expiry and, a week before it, a new reminder.
 */
export class ExpiryReminders {
  private readonly rounds: Rounds;

  constructor(private readonly deps: ExpiryRemindersDependencies) {
    this.rounds = new Rounds('expiry reminders', ROUND_MS, () => this.runOnce(), deps.log);
  }

  start(): void {
    this.rounds.start();
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round: answers how many connections were reminded of. What tests call. */
  async runOnce(now: Date = new Date()): Promise<number> {
    const { db, mailer } = this.deps;
    const ending = await findConnectionsEndingWithin(db, now, new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS), this.deps.isSandbox);
    let reminded = 0;
    for (const connection of ending) {
      // Claimed first: whoever records the notice sends it, and no one else.
      if (!(await recordExpiryNotice(db, connection.id, connection.organizationId, connection.expiresAt))) continue;
      reminded += 1;
      for (const admin of await findOrganizationAdmins(db, connection.organizationId)) {
        await mailer.send(
          connectionEndingEmail({
            to: admin.email,
            organizationId: connection.organizationId,
            organizationName: connection.organizationName,
            memberName: connection.displayName,
            endsOn: formatInZone(connection.expiresAt, connection.timezone ?? DEFAULT_TIME_ZONE),
            link: `${this.deps.appUrl}/scheduling`,
          }),
        );
      }
    }
    return reminded;
  }
}

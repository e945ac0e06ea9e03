import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { OneTimeCodes } from '../modules/accounts/one-time-codes.js';
import type { Mailer } from '../modules/mail/mailer.js';
import type { Writer } from '../modules/assistant/writer.js';

/** What every service needs, handed down from the app instead of read from globals. */
export interface Services {
  db: Database;
  config: Config;
  mailer: Mailer;
  codes: OneTimeCodes;
  /** The ROI Assistant's writer, chosen once from the settings. */
  writer: Writer;
}

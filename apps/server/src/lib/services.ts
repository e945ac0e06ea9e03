import type { Config } from '../config.js';
import type { Database } from '../db/database.js';

/** What every service needs, handed down from the app instead of read from globals. */
export interface Services {
  db: Database;
  config: Config;
}

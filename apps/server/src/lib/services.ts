import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { OneTimeCodes } from '../modules/accounts/one-time-codes.js';
import type { Mailer } from '../modules/mail/mailer.js';
import type { Writer } from '../modules/assistant/writer.js';
import type { SocialNetwork } from '../modules/integrations/network.js';
import type { TokenCipher } from '../modules/integrations/token-cipher.js';
import type { Publisher } from '../modules/publishing/publisher.js';

/** What every service needs, handed down from the app instead of read from globals. */
export interface Services {
  db: Database;
  config: Config;
  mailer: Mailer;
  codes: OneTimeCodes;
  /** The ROI Assistant's writer, chosen once from the settings. */
  writer: Writer;
  /** LinkedIn, or the sandbox network when no credentials are set. */
  network: SocialNetwork;
  tokenCipher: TokenCipher;
  /** The publishing worker of this process (started by the server, driven by tests). */
  publisher: Publisher;
}

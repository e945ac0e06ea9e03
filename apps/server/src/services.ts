import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/database.js';
import { deriveKey } from './lib/keys.js';
import { OneTimeCodes } from './modules/accounts/one-time-codes.js';
import { GenerationCache, NotifiedGeneration, SharedGenerationRead, type AccessGeneration } from './modules/access/access-cache.js';
import { databaseImageStore, imageReaderOf, type ImageStore } from './modules/media/image-store.js';
import { S3ImageStore } from './modules/media/s3-image-store.js';
import { ACCESS_GENERATION_CHANNEL, readAccessGeneration, type GrantRow } from './modules/access/access.repository.js';
import type { SessionAccount } from './modules/auth/auth.repository.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { builtInWriter } from './modules/assistant/built-in-writer.js';
import { openAiCompatibleWriter } from './modules/assistant/openai-writer.js';
import type { Writer } from './modules/assistant/writer.js';
import { LinkedInNetwork } from './modules/integrations/linkedin-network.js';
import type { SocialNetwork } from './modules/integrations/network.js';
import { SandboxNetwork } from './modules/integrations/sandbox-network.js';
import { TokenCipher } from './modules/integrations/token-cipher.js';
import { Publisher } from './modules/publishing/publisher.js';
import { readPostListVersion } from './modules/posts/posts.repository.js';
import {
  NotifiedPostListVersion,
  POST_LIST_CHANNEL,
  SharedPostListVersionReads,
  type PostListPageAnswer,
  type PostListVersion,
} from './modules/posts/post-list-pages.js';
import { WebhookDispatcher } from './modules/webhooks/webhook-dispatcher.js';
import { AnalyticsCollector } from './modules/analytics/analytics-collector.js';
import { ArchiveRetention } from './modules/archive/archive-retention.js';
import { ExpiryReminders } from './modules/scheduling/expiry-reminders.js';
import { EndedRecords } from './modules/auth/ended-records.js';
import { MonthlyReports } from './modules/analytics/monthly-reports.js';
import { expireReviews } from './modules/approvals/review-expiry.js';
import { forgetClickLimits } from './modules/tracked-links/click-limits.js';

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
  /** Stored pictures, logos and post images: objects of S3 when set, else files on the embedded database, rows on PostgreSQL. */
  images: ImageStore;
  /** The publishing worker of this process (started by the server, driven by tests). */
  publisher: Publisher;
  /** Sessions and grants this process keeps while the access generation holds still, and that generation's read. */
  accessCache: {
    generation: AccessGeneration;
    sessions: GenerationCache<SessionAccount | undefined>;
    grants: GenerationCache<readonly GrantRow[]>;
  };
  /** Pages of the post list this process answered, kept while their list's version stands still. */
  postLists: {
    version: PostListVersion;
    pages: GenerationCache<PostListPageAnswer>;
  };
  /** The webhook worker of this process (started with the publishing worker, driven by tests). */
  webhooks: WebhookDispatcher;
  /** Emails admins a week before a LinkedIn connection ends (started with the worker, driven by tests). */
  expiryReminders: ExpiryReminders;
  /** Deletes expired tokens, codes and ended limit windows (started with the worker, driven by tests). */
  endedRecords: EndedRecords;
  /** Collects LinkedIn statistics of organisation pages (started with the worker, driven by tests). */
  analytics: AnalyticsCollector;
  archiveRetention: ArchiveRetention;
  /** Emails each organisation's monthly PDF report to the people it named (started with the worker, driven by tests). */
  monthlyReports: MonthlyReports;
}

/** The embedded database tells this process of every change; PostgreSQL, shared by processes, is asked. */
export function accessGenerationOf(database: DatabaseHandle): AccessGeneration {
  const { listen } = database;
  return listen
    ? new NotifiedGeneration((onChange) => listen(ACCESS_GENERATION_CHANNEL, onChange))
    : new SharedGenerationRead(() => readAccessGeneration(database.db));
}

export function postListVersionOf(database: DatabaseHandle): PostListVersion {
  const { listen } = database;
  return listen
    ? new NotifiedPostListVersion(async (onChange) => {
        // The database's one session asks for the notices, which the trigger sends to it alone (migration 0035).
        await database.db.execute(sql`select set_config('roi.post_list_notices', 'on', false)`);
        await listen(POST_LIST_CHANNEL, onChange);
      })
    : new SharedPostListVersionReads((organizationId) => readPostListVersion(database.db, organizationId));
}

/** How many sessions and role grants a process keeps; the oldest kept leaves first. */
const KEPT_SESSIONS = 10_000;
const KEPT_ROLE_GRANTS = 2_000;
/** How many pages of the post list a process keeps, the oldest kept leaving first: twenty posts each as the list asks, a hundred at most. */
const KEPT_POST_LIST_PAGES = 300;

/**
 * The services of one app, built once from the settings and the database it was given. What they are
 * built from takes only what it needs, never Services itself: the modules that take Services depend on
 * it, and it must not depend on them in turn.
 */
export function createServices(config: Config, database: DatabaseHandle, log: FastifyBaseLogger): Services {
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    log,
    logText: !config.isProduction,
  });
  const codes = new OneTimeCodes(database.db, deriveKey(config.jwtSecret, 'one-time-codes'));
  const network = chooseNetwork(config, database);
  const tokenCipher = new TokenCipher(config.tokenKey);
  const images = chooseImageStore(config, database);
  const publisher = new Publisher({
    db: database.db,
    network,
    tokenCipher,
    config,
    images,
    log,
    beforeEachRun: async () => {
      await expireReviews(database.db, mailer, config.appUrl);
      await forgetClickLimits(database.db);
    },
  });
  return {
    db: database.db,
    config,
    mailer,
    codes,
    writer: chooseWriter(config.assistant),
    network,
    tokenCipher,
    publisher,
    images,
    accessCache: {
      generation: accessGenerationOf(database),
      sessions: new GenerationCache(KEPT_SESSIONS),
      grants: new GenerationCache(KEPT_ROLE_GRANTS),
    },
    postLists: { version: postListVersionOf(database), pages: new GenerationCache(KEPT_POST_LIST_PAGES) },
    webhooks: new WebhookDispatcher({ db: database.db, tokenCipher, config, log }),
    expiryReminders: new ExpiryReminders({ db: database.db, mailer, isSandbox: network.isSandbox, appUrl: config.appUrl, log }),
    endedRecords: new EndedRecords({ db: database.db, codes, log }),
    analytics: new AnalyticsCollector({ db: database.db, network, tokenCipher, config, log }),
    archiveRetention: new ArchiveRetention({ db: database.db, config, log, readImage: imageReaderOf(images) }),
    monthlyReports: new MonthlyReports({ db: database.db, images, mailer, appUrl: config.appUrl, log }),
  };
}

/** The configured model when AI_BASE_URL is set, the built-in writer otherwise. */
function chooseWriter(assistant: Config['assistant']): Writer {
  if (!assistant.provider) return builtInWriter;
  return openAiCompatibleWriter({ ...assistant.provider, timeoutMs: assistant.timeoutMs });
}

/** Objects of the S3 bucket when one is set (S3_*), which every process reaches without growing the database. */
function chooseImageStore(config: Config, database: DatabaseHandle): ImageStore {
  return config.s3 ? new S3ImageStore(config.s3) : databaseImageStore(database, config.uploadsDir);
}

/** LinkedIn when its credentials are set, else the sandbox network. */
function chooseNetwork(config: Config, database: DatabaseHandle): SocialNetwork {
  const { credentials } = config.linkedin;
  return credentials ? new LinkedInNetwork({ ...config.linkedin, credentials }) : new SandboxNetwork(database.db);
}

import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@roi/contract/messages';
import { isPostTextTooLong, withAssistantLabel } from '@roi/contract/post-text';
import type { Config } from '../../config.js';
import type { Database, Transaction } from '../../db/database.js';
import { LeasedJobRunner } from '../../lib/leased-job-runner.js';
import { recordArchive } from '../archive/archive.repository.js';
import { UnusableConnection, usableAccessToken } from '../integrations/access-token.js';
import { readableText } from '../integrations/little-text.js';
import { NetworkError, type SocialNetwork } from '../integrations/network.js';
import { nameOfStoredImage, type ImageStore } from '../media/image-store.js';
import type { TokenCipher } from '../integrations/token-cipher.js';
import { findLinks, isPublicAddress, replaceLinks } from '../tracked-links/tracked-links.js';
import { codesForLinks } from '../tracked-links/tracked-links.repository.js';
import { enqueueWebhookEvent, findTargetSummary } from '../webhooks/webhooks.repository.js';
import { retryDelayMs } from './backoff.js';
import {
  claimDueJob,
  failAbandonedJobs,
  failJob,
  findAdoptedExternalIds,
  findJobContext,
  markPublished,
  markSendStarted,
  renewLease,
  requeueJob,
  saveUploadedImages,
  type ClaimedJob,
} from './publishing.repository.js';

/** A post found when reconciling must be this recent relative to the attempt that may have sent it. */
const RECONCILE_CLOCK_SKEW_MS = 5 * 60 * 1000;

type JobContext = NonNullable<Awaited<ReturnType<typeof findJobContext>>>;

/** The job cannot go on here: another worker holds it now (our lease ran out). */
class LeaseLost extends Error {}
/**
 * Given up for a reason the user can read; trying again without a change would not help. `forgetSend`:
 * the user is told that an earlier attempt could not be checked, so their retry sends again.
 */
class PublishFailed extends Error {
  constructor(
    message: string,
    readonly forgetSend = false,
  ) {
    super(message);
  }
}

export interface PublisherDependencies {
  db: Database;
  network: SocialNetwork;
  tokenCipher: TokenCipher;
  config: Pick<Config, 'publishing' | 'appUrl'>;
  images: ImageStore;
  log: FastifyBaseLogger;
  /** Work that comes due with time, beside publishing (reviews whose scheduled time passed, ended click limits). */
  beforeEachRun?: () => Promise<void>;
}

/**
 * Queues the organisation's webhook event of a job's outcome, and keeps the outcome (LinkedIn's id and
 * address, or the failure) as a public record, in the transaction that settled it.
 */
async function tellWebhooks(tx: Transaction, jobId: number, event: 'post.published' | 'post.failed'): Promise<void> {
  const target = await findTargetSummary(tx, jobId);
  if (!target) return;
  const { organizationId, postId, targetId, account, url, externalId, error } = target;
  const outcome = event === 'post.published' ? { url } : { error };
  await enqueueWebhookEvent(tx, organizationId, event, { post_id: postId, target_id: targetId, account, ...outcome });
  await recordArchive(tx, {
    organizationId,
    postId,
    kind: event === 'post.published' ? 'publication.published' : 'publication.failed',
    contentType: 'publication',
    actorUserId: null,
    payload: { target_id: targetId, account, external_id: externalId, ...outcome },
  });
}

/**
 * The publishing worker. Jobs live in the database: a worker claims one under a lease,
 * fences every write with it, marks "sent" before the create call so that a later attempt reconciles
 * with the network instead of resending, and retries 429/5xx with backoff and jitter. Any number of
 * workers (processes) may share one PostgreSQL (docs/product/publishing.md#the-publishing-worker).
 */
export class Publisher {
  private readonly runner: LeasedJobRunner<ClaimedJob>;

  constructor(private readonly deps: PublisherDependencies) {
    const { db, config } = deps;
    this.runner = new LeasedJobRunner<ClaimedJob>(
      {
        name: 'publishing worker',
        beforeEachRun: async () => {
          await deps.beforeEachRun?.();
          await this.failAbandoned();
        },
        claim: (owner) => claimDueJob(db, owner, config.publishing.leaseMs),
        work: (job) => this.process(job),
      },
      () => config.publishing.pollMs,
      deps.log,
    );
  }

  /** Who holds a lease: this process, unique across restarts. */
  get owner(): string {
    return this.runner.owner;
  }

  /** Polls for due jobs until stopped. */
  start(): void {
    this.runner.start();
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }

  /** Something became due (a post, a retry): look now rather than at the next poll. */
  notify(): void {
    this.runner.notify();
  }

  /**
   * Works through every job due now (while `goOn` says so); answers how many it took. What tests and
   * the poll loop call.
   */
  runDue(goOn?: () => boolean): Promise<number> {
    return this.runner.runDue(goOn);
  }

  private async process(job: ClaimedJob): Promise<void> {
    const { db, log } = this.deps;
    const { leaseMs } = this.deps.config.publishing;
    const found = await findJobContext(db, job.id);
    if (!found) return;
    // Links and label are changed as the post goes out: the stored text stays the author's. The label
    // carries the organisation's wording of the day, and no edit can take it off
    // (docs/decisions/0031-ai-transparency.md); the links become the post's tracked short links, the same
    // ones on every try (docs/decisions/0032-tracked-links.md).
    let sending = false;
    try {
      const text = await this.withTrackedLinks(found);
      const context = { ...found, text: withAssistantLabel(text, found.assistantGenerationIds.length > 0 ? found.assistantLabel : null) };
      const accessToken = await this.accessToken(context);
      if (job.sendStartedAt) {
        const existing = await this.reconcile(accessToken, context, job.sendStartedAt);
        if (existing) {
          log.info({ job: job.id, post: existing.id }, 'publishing: the post was already on the network');
          await this.settle(job.id, 'post.published', (tx) => markPublished(tx, job.id, this.owner, existing));
          return;
        }
      }
      if (isPostTextTooLong(context.text)) throw new PublishFailed(MESSAGES.linkedInTooLong);
      const imageIds = await this.uploadImages(job, accessToken, context);
      if (!(await markSendStarted(db, job.id, this.owner, leaseMs))) throw new LeaseLost();
      sending = true;
      const images = imageIds.map((id, index) => ({ id, altText: context.images[index]!.altText }));
      const published = await this.deps.network.createPost(accessToken, { authorUrn: context.authorUrn, text: context.text, images });
      if (!(await this.settle(job.id, 'post.published', (tx) => markPublished(tx, job.id, this.owner, published)))) {
        log.warn({ job: job.id }, 'publishing: published after the lease passed to another worker; it will reconcile');
      }
    } catch (error) {
      await this.settleFailure(job, error, sending);
    }
  }

  /** The post's text with its links made tracked short links, when the organisation asks and the product's address is public. */
  private async withTrackedLinks(found: JobContext): Promise<string> {
    const { appUrl } = this.deps.config;
    if (!found.trackLinks || !isPublicAddress(appUrl)) return found.text;
    const links = findLinks(found.text, appUrl);
    if (links.length === 0) return found.text;
    return replaceLinks(found.text, appUrl, await codesForLinks(this.deps.db, found, links));
  }

  private async settleFailure(job: ClaimedJob, error: unknown, sending: boolean): Promise<void> {
    const { db, log } = this.deps;
    const { maxAttempts, retryBaseMs } = this.deps.config.publishing;
    if (error instanceof LeaseLost) return;
    if (error instanceof PublishFailed) {
      await this.settle(job.id, 'post.failed', (tx) => failJob(tx, job.id, this.owner, error.message, { forgetSend: error.forgetSend }));
      return;
    }
    if (!(error instanceof NetworkError)) {
      log.error({ err: error, job: job.id }, 'publishing: unexpected failure');
      await this.settle(job.id, 'post.failed', (tx) => failJob(tx, job.id, this.owner, MESSAGES.somethingWentWrong));
      return;
    }
    if (error.failure === 'rejected' || error.failure === 'unauthorized') {
      const reason = error.failure === 'unauthorized' ? MESSAGES.linkedInExpired : `${MESSAGES.linkedInRejected}: ${error.message}`;
      // LinkedIn answered the create call with a refusal: that call made no post.
      await this.settle(job.id, 'post.failed', (tx) => failJob(tx, job.id, this.owner, reason, { forgetSend: sending, status: error.status }));
      return;
    }
    // A create call refused outright (429, or it never reached LinkedIn) made no post; before the call,
    // an earlier attempt's mark stands.
    const sendMayHaveHappened = sending ? error.failure === 'unknown-outcome' : job.sendStartedAt !== null;
    if (job.attempts >= maxAttempts) {
      await this.settle(job.id, 'post.failed', (tx) => failJob(tx, job.id, this.owner, error.message));
      return;
    }
    const delay = retryDelayMs(job.attempts, retryBaseMs, error.retryAfterMs);
    log.info({ job: job.id, failure: error.failure, retryInMs: delay }, 'publishing: will try again');
    await requeueJob(db, job.id, this.owner, {
      dueAt: new Date(Date.now() + delay),
      error: `${error.message}. ${MESSAGES.linkedInUnavailable}`,
      sendMayHaveHappened,
    });
  }

  /** Settles the job and tells the organisation's webhooks in one transaction: the event goes out exactly when the outcome holds. */
  private settle(jobId: number, event: 'post.published' | 'post.failed', write: (tx: Database) => Promise<boolean>): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      if (!(await write(tx))) return false;
      await tellWebhooks(tx, jobId, event);
      return true;
    });
  }

  /** Jobs whose worker died on every try are failed, and their webhooks told, like any other failure. */
  private failAbandoned(): Promise<void> {
    const { db, config } = this.deps;
    return db.transaction(async (tx) => {
      for (const jobId of await failAbandonedJobs(tx, config.publishing.maxAttempts, MESSAGES.publishingAbandoned)) {
        await tellWebhooks(tx, jobId, 'post.failed');
      }
    });
  }

  /** The connection's access token, renewed first when it is about to lapse and can be. */
  private async accessToken(context: JobContext): Promise<string> {
    try {
      return await usableAccessToken(this.deps, context.integrationId, 'The LinkedIn connection was disconnected. Reconnect it in Settings.');
    } catch (error) {
      if (error instanceof UnusableConnection) throw new PublishFailed(error.message);
      throw error;
    }
  }

  /**
   * Asks the network whether an earlier attempt's post exists: same author, same words, made since,
   * and not already another target's. When the network will not let us read the author's posts (a
   * member's, without r_member_social), the user is told and decides.
   */
  private async reconcile(accessToken: string, context: JobContext, sendStartedAt: Date) {
    let recent;
    try {
      recent = await this.deps.network.findRecentPosts(accessToken, context.authorUrn);
    } catch (error) {
      if (error instanceof NetworkError && error.failure === 'rejected') throw new PublishFailed(MESSAGES.linkedInUnverifiable, true);
      throw error;
    }
    const words = readableText(context.text);
    const candidates = recent.filter(
      (post) => readableText(post.commentary) === words && post.createdAt.getTime() >= sendStartedAt.getTime() - RECONCILE_CLOCK_SKEW_MS,
    );
    const adopted = await findAdoptedExternalIds(this.deps.db, candidates.map((post) => post.id));
    return candidates.find((post) => !adopted.has(post.id));
  }

  /** Uploads the images not uploaded by an earlier attempt, recording each id as it comes. */
  private async uploadImages(job: ClaimedJob, accessToken: string, context: JobContext): Promise<string[]> {
    const { db, network, config, images } = this.deps;
    const imageIds = [...context.uploadedImages];
    for (const image of context.images.slice(imageIds.length)) {
      const stored = await images.read(nameOfStoredImage(image.url));
      if (!stored) throw new PublishFailed(MESSAGES.publishImageMissing);
      const { bytes } = stored;
      imageIds.push(await network.uploadImage(accessToken, context.authorUrn, { url: image.url, bytes, contentType: image.contentType }));
      if (!(await saveUploadedImages(db, job.id, this.owner, imageIds, config.publishing.leaseMs))) throw new LeaseLost();
    }
    if (!(await renewLease(db, job.id, this.owner, config.publishing.leaseMs))) throw new LeaseLost();
    return imageIds;
  }
}

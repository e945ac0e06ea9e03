import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '@roi/contract/constants';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_DELIVERY_KEEP_DAYS, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@roi/contract/webhooks';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { LeasedJobRunner } from '../../lib/leased-job-runner.js';
import type { TokenCipher } from '../integrations/token-cipher.js';
import { retryDelayMs } from '../publishing/backoff.js';
import { guardedLookup, isPrivateAddress } from './webhook-targets.js';
import { signatureHeader } from './webhook-signature.js';
import { claimDueDelivery, pruneSettledDeliveries, settleDelivery, warnOfExpiringConnections, type ClaimedDelivery } from './webhooks.repository.js';

/** How long before a connection ends its organisation's webhooks are told. */
export const CONNECTION_WARNING_DAYS = 7;
/** A receiver's answer is read only this far: its status is what counts. */
const ANSWER_BYTES_KEPT = 200;
/** Old deliveries are looked for at most this often, by each process. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface WebhookDispatcherDependencies {
  db: Database;
  tokenCipher: TokenCipher;
  config: Pick<Config, 'webhooks' | 'publishing'>;
  log: FastifyBaseLogger;
}

type Outcome = { status: number; ok: boolean; answer: string } | { status: null; error: string };

/**
 * Sends queued webhook deliveries, the way the publishing worker sends posts: each taken under a lease
 * from the database (so several processes can share the work), tried again with the same backoff and
 * jitter until the receiver answers 2xx or the tries run out. Tests drive `runDue()` themselves.
 */
export class WebhookDispatcher {
  private readonly runner: LeasedJobRunner<ClaimedDelivery>;
  private lastPrunedAt = 0;

  constructor(private readonly deps: WebhookDispatcherDependencies) {
    const { db, config } = deps;
    this.runner = new LeasedJobRunner<ClaimedDelivery>(
      {
        name: 'webhooks',
        // Queues the warnings of connections about to end before sending what is due, and now and then
        // deletes the deliveries too old for the log.
        beforeEachRun: async () => {
          await warnOfExpiringConnections(db, CONNECTION_WARNING_DAYS);
          if (Date.now() - this.lastPrunedAt >= PRUNE_EVERY_MS) {
            this.lastPrunedAt = Date.now();
            await pruneSettledDeliveries(db, new Date(Date.now() - WEBHOOK_DELIVERY_KEEP_DAYS * DAY_MS));
          }
        },
        claim: (owner) => claimDueDelivery(db, owner, config.webhooks.timeoutMs * 2),
        work: (delivery) => this.deliver(delivery),
      },
      () => config.publishing.pollMs,
      deps.log,
    );
  }

  get owner(): string {
    return this.runner.owner;
  }

  start(): void {
    this.runner.start();
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }

  notify(): void {
    this.runner.notify();
  }

  /** Queues the warnings of connections about to end, then sends every delivery due now; answers how many. */
  runDue(goOn?: () => boolean): Promise<number> {
    return this.runner.runDue(goOn);
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const { db, config, tokenCipher } = this.deps;
    const { endpoint } = delivery;
    if (!endpoint) return; // removed since: its deliveries went with it
    const secret = tokenCipher.decrypt(endpoint.sealedSecret, endpoint.organizationId);
    const outcome = await this.post(new URL(endpoint.url), delivery, signatureHeader(secret, delivery.body, Math.floor(Date.now() / 1000)));
    if (outcome.status !== null && outcome.ok) {
      await settleDelivery(db, delivery.id, this.owner, { state: 'delivered', status: outcome.status });
      return;
    }
    const error = outcome.status === null ? outcome.error : `The receiver answered ${outcome.status}${outcome.answer ? `: ${outcome.answer}` : ''}`;
    if (delivery.attempts >= config.webhooks.maxAttempts) {
      await settleDelivery(db, delivery.id, this.owner, { state: 'failed', status: outcome.status, error });
      return;
    }
    const dueAt = new Date(Date.now() + retryDelayMs(delivery.attempts, config.webhooks.retryBaseMs));
    await settleDelivery(db, delivery.id, this.owner, { state: 'queued', status: outcome.status, error, dueAt });
  }

  private post(url: URL, delivery: ClaimedDelivery, signature: string): Promise<Outcome> {
    const { allowPrivateTargets, timeoutMs } = this.deps.config.webhooks;
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (!allowPrivateTargets && isIP(literal) && isPrivateAddress(literal)) {
      return Promise.resolve({ status: null, error: 'The address is private, loopback or link-local' });
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      const outgoing = send(
        url,
        {
          method: 'POST',
          timeout: timeoutMs,
          lookup: guardedLookup(allowPrivateTargets) as never,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'ROI-Social-Webhooks/1',
            [WEBHOOK_SIGNATURE_HEADER]: signature,
            [WEBHOOK_EVENT_HEADER]: delivery.event,
            [WEBHOOK_DELIVERY_HEADER]: String(delivery.id),
          },
        },
        (answer) => {
          let text = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => {
            if (text.length < ANSWER_BYTES_KEPT) text += chunk;
          });
          answer.on('end', () => {
            const status = answer.statusCode ?? 0;
            resolve({ status, ok: status >= 200 && status < 300, answer: text.slice(0, ANSWER_BYTES_KEPT).trim() });
          });
          answer.on('error', (error) => resolve({ status: null, error: error.message }));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer within ${timeoutMs} ms`)));
      outgoing.on('error', (error) => resolve({ status: null, error: error.message }));
      outgoing.end(delivery.body);
    });
  }
}

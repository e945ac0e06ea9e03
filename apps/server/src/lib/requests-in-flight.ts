import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * The requests the API is still working on. Closing waits for them before the database goes: a
 * request whose client has given up (a timeout, a closed tab) still finishes the work its handler
 * began, and one still in its hooks (signing its caller in) is answered first.
 */
export class RequestsInFlight {
  /** Taken in, not yet at their handler nor answered; let go past sign-in if their client has left. */
  private readonly arriving = new Set<FastifyRequest>();
  private readonly handling = new Set<Promise<unknown>>();
  private closing = false;

  /** Registers the hooks in `api`, before any other onRequest hook so that no request slips past. */
  register(api: FastifyInstance): void {
    api.addHook('onRequest', async (request) => {
      this.arriving.add(request);
    });
    // Past the onRequest hooks (signing the caller in), nothing touches the database before the
    // handler. A client gone from here on is let go: nobody waits for the answer, and Fastify never
    // finishes reading the body of a request whose connection closed before it began.
    api.addHook('preParsing', async (request, reply, payload) => {
      if (request.raw.destroyed) this.arriving.delete(request);
      else reply.raw.once('close', () => this.arriving.delete(request));
      return payload;
    });
    // Every answer passes here, those of hooks and failures included.
    api.addHook('onSend', async (request, _reply, payload) => {
      this.arriving.delete(request);
      return payload;
    });
    api.addHook('onRoute', (route) => {
      const handler = route.handler;
      const run = this.run.bind(this);
      route.handler = function (request, reply) {
        return run(request, reply, () => handler.call(this, request, reply));
      };
    });
  }

  async settle(): Promise<void> {
    this.closing = true;
    while (this.arriving.size > 0 || this.handling.size > 0) {
      await Promise.all([...this.handling, delay(10)]);
    }
  }

  private run(request: FastifyRequest, reply: FastifyReply, handle: () => unknown): unknown {
    this.arriving.delete(request);
    // Work begun for nobody while the server stops would meet a closing database.
    if (this.closing && reply.raw.destroyed) return Promise.reject(new AppError(503, 'serviceUnavailable'));
    const result = handle();
    if (result instanceof Promise) {
      const settled = result.then(
        () => {},
        () => {},
      );
      this.handling.add(settled);
      void settled.then(() => this.handling.delete(settled));
    }
    return result;
  }
}

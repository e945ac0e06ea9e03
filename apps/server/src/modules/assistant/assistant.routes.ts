import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { assistantEndpoints } from '@roi/contract/endpoints/assistant';
import { MESSAGES } from '@roi/contract/messages';
import { GENERATION_EVENTS } from '@roi/contract/post-rules';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { IMAGE_BODY_LIMIT_BYTES } from '../media/limits.js';
import { generate, suggestAltText } from './assistant.service.js';

export function assistantRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, assistantEndpoints.postGenerate, async ({ caller, body }) =>
      ok(MESSAGES.generated, { records: [await generate(services, caller, body)] }),
    );
    route(
      app,
      assistantEndpoints.postAltTextSuggest,
      async ({ caller, body }) => ok(MESSAGES.altTextSuggested, { data: await suggestAltText(services, caller, body) }),
      { bodyLimit: IMAGE_BODY_LIMIT_BYTES },
    );
    route(app, assistantEndpoints.postGenerateVersion, async ({ caller, body }) =>
      ok(MESSAGES.generated, { records: [await generate(services, caller, body)] }),
    );
    route(app, assistantEndpoints.postGenerateStream, async ({ caller, body, request, reply }) => {
      const stream = new PassThrough();
      const send = (event: string, data: unknown) => stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      // The answer begins with the first piece of text, so that anything refused before writing
      // starts (permission, size, rate) is answered as an ordinary JSON error with its status.
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          .send(stream);
      };
      // The person closing the page stops the writer: a model is not kept writing for nobody.
      const abandoned = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abandoned.abort();
      });
      try {
        const answer = await generate(services, caller, body, {
          signal: abandoned.signal,
          onPiece: (text) => {
            start();
            send(GENERATION_EVENTS.token, { text });
          },
        });
        start();
        send(GENERATION_EVENTS.done, answer);
      } catch (error) {
        if (!started) throw error;
        const known = error instanceof AppError ? error : new AppError(500, 'somethingWentWrong');
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'generation failed while streaming');
        send(GENERATION_EVENTS.error, { status_code: known.statusCode, message: known.message, code: known.code });
      }
      stream.end();
      return reply;
    });
  };
}

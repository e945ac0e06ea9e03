import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@roi/contract/api-paths';
import { MESSAGES } from '@roi/contract/messages';
import { GENERATION_EVENTS } from '@roi/contract/post-rules';
import { generateResponseSchema, promptRequestSchema, streamRequestSchema, versionRequestSchema } from '@roi/contract/posts';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import type { Services } from '../../services.js';
import { getCaller } from '../../plugins/authentication.js';
import { generate } from './assistant.service.js';

export function assistantRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API_PATHS.postGenerate,
      {
        schema: {
          tags: ['assistant'],
          summary: 'Draft a post from a prompt and the setup; records[0].generated_text is the text',
          body: promptRequestSchema,
          response: { 200: generateResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.generated, { records: [await generate(services, getCaller(request), request.body)] }),
    );

    app.post(
      API_PATHS.postGenerateVersion,
      {
        schema: {
          tags: ['assistant'],
          summary: 'Work on a text: enhancement with enhancement_text, or one action flag set to yes',
          body: versionRequestSchema,
          response: { 200: generateResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.generated, { records: [await generate(services, getCaller(request), request.body)] }),
    );

    app.post(
      API_PATHS.postGenerateStream,
      {
        schema: {
          tags: ['assistant'],
          summary:
            'Either request, answered as Server-Sent Events: "token" events carry the text as it is written, then "done" ' +
            'carries the whole answer (as records[0] of generate) or "error" a status_code and message. A request refused ' +
            'before writing starts is answered with the usual JSON envelope and status.',
          body: streamRequestSchema,
          produces: ['text/event-stream'],
        },
      },
      async (request, reply) => {
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
          const answer = await generate(services, getCaller(request), request.body, {
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
          const status = error instanceof AppError ? error.statusCode : 500;
          const message = error instanceof AppError ? error.message : MESSAGES.somethingWentWrong;
          if (!(error instanceof AppError)) request.log.error({ err: error }, 'generation failed while streaming');
          send(GENERATION_EVENTS.error, { status_code: status, message });
        }
        stream.end();
        return reply;
      },
    );
  };
}

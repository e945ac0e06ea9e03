import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type MessageKey } from '@roi/contract/messages';
import type { ErrorEnvelope } from '@roi/contract/envelope';
import { AppError } from '../lib/app-error.js';
import { ImageStorageError } from '../lib/image-storage-error.js';

/** A failure as the contract writes it: its status, its code, and the code's message unless one more precise is given. */
export function errorEnvelope(statusCode: number, code: MessageKey, message: string = MESSAGES[code]): ErrorEnvelope {
  return { error: true, status_code: statusCode, message, code };
}

/** Fastify's own client errors, answered with a message a person can act on. */
const CLIENT_ERROR_CODES: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'requestTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'requestBodyEmpty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'requestBodyNotJson',
};

/**
 * One error handler for every route: a known error keeps its status and message, bad input becomes a
 * 400 that names the field, and anything unexpected is logged and answered without detail.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ ...errorEnvelope(error.statusCode, error.code, error.message), ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = [error.validationContext, field].filter(Boolean).join('.');
      const message = `Invalid request: ${where ? `${where}: ` : ''}${first?.message ?? 'bad input'}`;
      return reply.status(400).send(errorEnvelope(400, 'invalidRequest', message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = error.code ? CLIENT_ERROR_CODES[error.code] : undefined;
      return reply.status(status).send(code ? errorEnvelope(status, code) : errorEnvelope(status, 'invalidRequest', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    if (error instanceof ImageStorageError) return reply.status(503).send(errorEnvelope(503, 'imageStorageUnavailable'));
    const isUnavailable = isDatabaseUnavailable(error);
    const answerStatus = isUnavailable ? 503 : 500;
    return reply
      .status(answerStatus)
      .send(errorEnvelope(answerStatus, isUnavailable ? 'serviceUnavailable' : 'somethingWentWrong'));
  });
}

/**
 * What Node's HTTP server refuses before a request is whole: one too slow to arrive (408), headers too
 * large (431), bytes that are not HTTP (400). Answered in the envelope, then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, MessageKey] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'requestTooSlow']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'requestHeadersTooLarge']
        : [400, 'requestUnreadable'];
  const body = JSON.stringify(errorEnvelope(status, code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001']);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (cause.message.includes('Connection terminated')) return true;
  }
  return false;
}

import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@roi/contract/messages';
import type { ErrorEnvelope } from '@roi/contract/envelope';
import { AppError } from '../lib/app-error.js';

export function errorEnvelope(statusCode: number, message: string): ErrorEnvelope {
  return { error: true, status_code: statusCode, message };
}

/** Fastify's own client errors, answered with a message a person can act on. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.requestTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/**
 * One error handler for every route: a known error keeps its status and message, bad input becomes a
 * 400 that names the field, and anything unexpected is logged and answered without detail.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ ...errorEnvelope(error.statusCode, error.message), ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = [error.validationContext, field].filter(Boolean).join('.');
      const message = `Invalid request: ${where ? `${where}: ` : ''}${first?.message ?? 'bad input'}`;
      return reply.status(400).send(errorEnvelope(400, message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && CLIENT_ERROR_MESSAGES[error.code]) ?? error.message;
      return reply.status(status).send(errorEnvelope(status, message));
    }
    request.log.error({ err: error }, 'request failed');
    const isUnavailable = isDatabaseUnavailable(error);
    const answerStatus = isUnavailable ? 503 : 500;
    return reply
      .status(answerStatus)
      .send(errorEnvelope(answerStatus, isUnavailable ? MESSAGES.serviceUnavailable : MESSAGES.somethingWentWrong));
  });
}

/**
 * What Node's HTTP server refuses before a request is whole: one too slow to arrive (408), headers too
 * large (431), bytes that are not HTTP (400). Answered in the envelope, then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, MESSAGES.requestTooSlow]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'Bad request: the request could not be read.'];
  const body = JSON.stringify(errorEnvelope(status, message));
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

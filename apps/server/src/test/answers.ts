import { z } from 'zod';
import type { Endpoint, EndpointResult } from '@roi/contract/endpoint';
import { errorEnvelopeSchema, type ErrorEnvelope } from '@roi/contract/envelope';

/** An answer as a test holds it: Fastify's `inject` gives one, and the browser tests' API helpers too. */
export interface ReceivedAnswer {
  statusCode: number;
  json(): unknown;
}

/**
 * The successful answer of a call, read with its endpoint's answer schema: the test gets the fields the
 * contract promises, typed, and an answer of another status or shape fails here, saying what came.
 */
export function answerOf<E extends Endpoint>(endpoint: E, answer: ReceivedAnswer): EndpointResult<E> {
  if (answer.statusCode !== 200) {
    throw new Error(`${endpoint.name} answered ${answer.statusCode}, not 200: ${JSON.stringify(answer.json())}`);
  }
  // The schema is the endpoint's own, so what it parses is the endpoint's result.
  return readWith(endpoint.answer, answer, endpoint.name) as EndpointResult<E>;
}

/** The envelope of a failed call: its status, message and the `code` of the message in the contract. */
export function errorOf(answer: ReceivedAnswer): ErrorEnvelope {
  if (answer.statusCode < 400) throw new Error(`a failure was expected, not ${answer.statusCode}: ${JSON.stringify(answer.json())}`);
  return readWith(errorEnvelopeSchema, answer, `the error envelope of a ${answer.statusCode}`);
}

/**
 * An answer read with a schema of the test's own, for what the endpoint's schema does not hold: the API
 * document in the detail a test reads it, a field some errors add (how long to wait).
 */
export function readWith<Schema extends z.ZodType>(schema: Schema, answer: ReceivedAnswer, what = 'the answer'): z.output<Schema> {
  const body = answer.json();
  const read = schema.safeParse(body);
  if (!read.success) throw new Error(`${what} does not have the expected shape:\n${z.prettifyError(read.error)}\n${JSON.stringify(body)}`);
  return read.data;
}

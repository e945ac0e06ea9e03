import type { z } from 'zod';
import type { PermissionName } from './permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * Who may make a call. `public`: anyone, without a session. `session`: anyone signed in, the call
 * being about their own things (the service decides what those are). A permission: the roles whose
 * menu grants that action; everyone else is answered 403. The services check it (they know what a call
 * is about); the access matrix test holds what they do to what the table says.
 */
export type Access = 'public' | 'session' | { permission: PermissionName };

/**
 * The statuses a call may answer for reasons of its own, beside the ones every call may answer: 400
 * (bad input), 401 and 403 (no session, no permission), 408, 413, 415, 500 and 503.
 */
export type OwnErrorStatus = 404 | 409 | 410 | 422 | 423 | 429 | 502 | 504;

/** One call of the API, written once: the server registers it, the client calls it, the document describes it. */
export interface EndpointDefinition {
  method: HttpMethod;
  path: string;
  /** The group it is listed under in the API document. */
  tag: string;
  summary: string;
  access: Access;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope a successful call (200) answers with. */
  answer: z.ZodType;
  errors?: readonly OwnErrorStatus[];
  /**
   * A call whose success the handler writes itself in another media type than the JSON envelope: a
   * stream of server-sent events, an iCalendar document, or a ZIP streamed as it is made. `answer` then describes that body; its
   * refusals are still envelopes.
   */
  produces?: AnswerMediaType;
}

export type AnswerMediaType = 'text/event-stream' | 'text/calendar' | 'application/zip';

/** A definition with its name: the operation's id in the API document, unique across the table. */
export type Endpoint = EndpointDefinition & { name: string };

/** Names each definition after its key, so that a name is written once. */
export function defineEndpoints<const Definitions extends Record<string, EndpointDefinition>>(
  definitions: Definitions,
): { [Name in keyof Definitions & string]: Definitions[Name] & { name: Name } } {
  return Object.fromEntries(Object.entries(definitions).map(([name, definition]) => [name, { ...definition, name }])) as {
    [Name in keyof Definitions & string]: Definitions[Name] & { name: Name };
  };
}

type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;
type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a client sends: the query and body as the schemas take them in. */
export type EndpointRequest<E extends EndpointDefinition> = { query: Input<E['query']>; body: Input<E['body']> };
/** What a handler receives: the query and body as validated. */
export type EndpointInput<E extends EndpointDefinition> = { query: Output<E['query']>; body: Output<E['body']> };
/** The answer as a handler writes it, and as a client reads it once checked. */
export type EndpointAnswer<E extends EndpointDefinition> = z.input<E['answer']>;
export type EndpointResult<E extends EndpointDefinition> = z.output<E['answer']>;

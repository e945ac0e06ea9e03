import { z } from 'zod';
import type { AnswerMediaType, Endpoint, OwnErrorStatus } from '@roi/contract/endpoint';
import { API_KEY_PREFIX } from '@roi/contract/api-keys';
import { errorEnvelopeSchema } from '@roi/contract/envelope';
import { PERMISSIONS } from '@roi/contract/permissions';

type JsonSchema = Record<string, unknown>;
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, JsonSchema>>; [key: string]: unknown };

/** The shared error answers, each described once and referred to by the operations that may give it. */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The input is not valid: the message names the field' },
  401: {
    name: 'Unauthorized',
    description: 'No session, or one that has ended: sign in again; or an API key that is not valid, revoked or expired (the message says which)',
  },
  403: { name: 'Forbidden', description: "The caller's role may not make this call" },
  404: { name: 'NotFound', description: 'Not found, or in another organisation (the two answer alike)' },
  408: { name: 'RequestTimeout', description: 'The request took too long to arrive' },
  409: { name: 'Conflict', description: 'The call does not fit the current state of what it names' },
  410: { name: 'Gone', description: 'The link or code is used, replaced or expired' },
  413: { name: 'PayloadTooLarge', description: 'The request body is too large' },
  415: { name: 'UnsupportedMediaType', description: 'The request body is not JSON' },
  422: { name: 'UnprocessableContent', description: 'The input is well formed but cannot be acted on' },
  423: { name: 'Locked', description: 'What the call names is being worked on' },
  429: { name: 'TooManyRequests', description: 'Too many calls: wait as long as Retry-After says' },
  500: { name: 'InternalError', description: 'Something went wrong on the server' },
  502: { name: 'BadGateway', description: 'A service the call depends on answered with a failure' },
  503: { name: 'ServiceUnavailable', description: 'The service or its database is not available right now' },
  504: { name: 'GatewayTimeout', description: 'A service the call depends on did not answer in time' },
};

/** What every call may answer, and what every call that needs a session may answer besides. */
const EVERY_CALL_ERRORS = [400, 408, 413, 415, 500, 503] as const;
const SESSION_ERRORS = [401, 403] as const;

/**
 * Turns zod schemas into the document's JSON schemas, inline. A schema that refers to itself (the menu,
 * whose entries hold entries) comes with definitions of its own under `$defs`; those move to the
 * document's components, since a reference inside the document resolves against the document's root.
 */
class SchemaWriter {
  readonly components: Record<string, JsonSchema> = {};
  private readonly names = new Map<string, string>();

  write(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    // The document states its dialect once; each schema's own "$schema" line would repeat it.
    const { $schema: _dialect, $defs = {}, ...jsonSchema } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
    const definitions = Object.entries($defs as Record<string, JsonSchema>);
    const names = new Map(definitions.map(([local, definition]) => [local, this.nameFor(local, definition)]));
    const moved = (value: JsonSchema): JsonSchema => {
      let text = JSON.stringify(value);
      for (const [local, name] of names) text = text.replaceAll(`"#/$defs/${local}"`, `"#/components/schemas/${name}"`);
      return JSON.parse(text) as JsonSchema;
    };
    for (const [local, definition] of definitions) this.components[names.get(local)!] ??= moved(definition);
    return moved(jsonSchema);
  }

  /** One component for each distinct definition, however many operations use it. */
  private nameFor(localName: string, definition: JsonSchema): string {
    const key = `${localName} ${JSON.stringify(definition)}`;
    let name = this.names.get(key);
    if (!name) {
      name = `Definition${this.names.size + 1}`;
      this.names.set(key, name);
    }
    return name;
  }
}

/**
 * A query's fields as the operation's parameters: each typed as validated (a number where the query
 * carries digits), and required only where a client must send it (a field with a default need not).
 */
function queryParameters(writer: SchemaWriter, query: z.ZodType): JsonSchema[] {
  type ObjectSchema = { properties?: Record<string, JsonSchema>; required?: string[] };
  const validated = writer.write(query, 'output') as ObjectSchema;
  const sent = writer.write(query, 'input') as ObjectSchema;
  return Object.entries(validated.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: sent.required?.includes(name) ?? false,
    schema: property,
  }));
}

function errorStatuses(endpoint: Endpoint): number[] {
  const own: readonly OwnErrorStatus[] = endpoint.errors ?? [];
  const session = endpoint.access === 'public' ? [] : SESSION_ERRORS;
  return [...new Set([...EVERY_CALL_ERRORS, ...session, ...own])].sort((a, b) => a - b);
}

/**
 * Who may make the call: nobody needs to sign in for a public one; a call about one's own things takes
 * a person's session only; any other takes a session or an API key granted the menu action it needs.
 */
function securityOf(endpoint: Endpoint): JsonSchema {
  if (endpoint.access === 'public') return { security: [] };
  if (endpoint.access === 'session') return { security: [{ bearerAuth: [] }] };
  const { element, action } = PERMISSIONS[endpoint.access.permission];
  return {
    security: [{ bearerAuth: [] }, { apiKey: [] }],
    description: `An API key may make this call when it was granted ${element}: ${action}.`,
    'x-api-key-permission': { feature: element, action },
  };
}

const ANSWER_DESCRIPTIONS: Record<AnswerMediaType | 'application/json', string> = {
  'application/json': 'Done',
  'text/event-stream': 'Server-sent events: token pieces, then done (one generated record) or error',
  'text/calendar': 'An iCalendar (RFC 5545) document',
  'application/zip': 'A ZIP archive, named in Content-Disposition',
};

function operationOf(writer: SchemaWriter, endpoint: Endpoint): JsonSchema {
  const answerType = endpoint.produces ?? 'application/json';
  return {
    operationId: endpoint.name,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...securityOf(endpoint),
    ...(endpoint.query && { parameters: queryParameters(writer, endpoint.query) }),
    ...(endpoint.body && {
      requestBody: { required: true, content: { 'application/json': { schema: writer.write(endpoint.body, 'input') } } },
    }),
    responses: {
      200: {
        description: ANSWER_DESCRIPTIONS[answerType],
        content: { [answerType]: { schema: writer.write(endpoint.answer, 'output') } },
      },
      ...Object.fromEntries(
        errorStatuses(endpoint).map((status) => [status, { $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}` }]),
      ),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the endpoints the server serves, made from the contract's table: the
 * same schemas that validate each call describe it, so the document cannot drift from the API.
 */
export function openApiDocument(endpoints: readonly Endpoint[], serverUrl: string): OpenApiDocument {
  const writer = new SchemaWriter();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operationOf(writer, endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ROI Social API',
      description: 'Plan, draft, preview and publish social media posts with the ROI Assistant.',
      version: '1.0.0',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearerAuth: [] }, { apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of a signed-in person' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `API key (${API_KEY_PREFIX}…)`,
          description:
            "An organisation's API key, made by an administrator under Settings → API Keys. It acts as the person who " +
            'made it, limited to the menu actions it was granted (each operation names the one it needs); ' +
            'calls about a person\'s own things take a session only.',
        },
      },
      // Errors may carry more than the envelope (how long to wait, say).
      schemas: { ErrorEnvelope: writer.write(errorEnvelopeSchema.loose(), 'output'), ...writer.components },
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(({ name, description }) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
        ]),
      ),
    },
  };
}

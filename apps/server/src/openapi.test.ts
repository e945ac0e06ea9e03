import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { z } from 'zod';
import { API_PATHS } from '@roi/contract/api-paths';
import { ENDPOINTS } from '@roi/contract/endpoints';
import { readWith } from './test/answers.js';
import { apiDocumentSchema, type Operation } from './test/api-document.js';
import { TEST_ADMIN } from './test/test-config.js';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
let document: z.output<typeof apiDocumentSchema>;
beforeAll(async () => {
  t = await createTestApp();
  document = readWith(apiDocumentSchema, await t.app.inject({ method: 'GET', url: API_PATHS.openApi }), 'the API document');
});
afterAll(() => t.close());

function operations(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([url, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => [`${method.toUpperCase()} ${url}`, operation] as [string, Operation]),
  );
}

describe('the API document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.servers[0]?.url).toBe(t.config.appUrl);
  });

  it('names every operation after its endpoint, and documents its error answers', () => {
    const named = operations().map(([, operation]) => operation.operationId);
    expect(named.sort()).toEqual(ENDPOINTS.filter((endpoint) => endpoint.path !== API_PATHS.openApi).map((endpoint) => endpoint.name).sort());
    for (const [key, operation] of operations()) {
      expect(Object.keys(operation.responses), key).toEqual(expect.arrayContaining(['200', '400', '500']));
    }
    expect(Object.keys(document.paths[API_PATHS.postGet]!.get!.responses)).toEqual(expect.arrayContaining(['401', '403', '404']));
    expect(Object.keys(document.paths[API_PATHS.login]!.post!.responses)).not.toContain('401');
    // A query field with a default need not be sent.
    const menuParameters = document.paths[API_PATHS.getMenuAccess]!.get!.parameters!;
    expect(menuParameters.find((parameter) => parameter.name === 'langCode')?.required).toBe(false);
    expect(menuParameters.find((parameter) => parameter.name === 'roleId')?.required).toBe(true);
  });
});

describe('API keys in the API document', () => {
  const keyed = z.looseObject({
    security: z.array(z.record(z.string(), z.array(z.string()))),
    'x-api-key-permission': z.object({ feature: z.string(), action: z.string() }).optional(),
  });
  const operation = (path: string, method: string) => keyed.parse(document.paths[path]![method]);

  it('declares the key scheme, and says which calls a key may make with which menu action', () => {
    const schemes = z.looseObject({ components: z.looseObject({ securitySchemes: z.record(z.string(), z.looseObject({ scheme: z.string() })) }) });
    expect(schemes.parse(document).components.securitySchemes.apiKey?.scheme).toBe('bearer');
    const create = operation(API_PATHS.postCreate, 'post');
    expect(create.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    expect(create['x-api-key-permission']).toEqual({ feature: 'PostsCreate', action: 'Create' });
    // A person's own things take a session only.
    expect(operation(API_PATHS.profileGet, 'get').security).toEqual([{ bearerAuth: [] }]);
    expect(operation(API_PATHS.login, 'post').security).toEqual([]);
  });
});

describe('the calendar feed in the API document', () => {
  it('is an iCalendar document, answered without a session to the token of its address', () => {
    const feed = z
      .looseObject({
        security: z.array(z.unknown()),
        parameters: z.array(z.looseObject({ name: z.string(), required: z.boolean() })),
        responses: z.looseObject({ 200: z.looseObject({ content: z.record(z.string(), z.unknown()) }) }),
      })
      .parse(document.paths[API_PATHS.calendarFeed]!.get);
    expect(feed.security).toEqual([]);
    expect(feed.parameters).toEqual([expect.objectContaining({ name: 'token', required: true })]);
    expect(Object.keys(feed.responses[200].content)).toEqual(['text/calendar']);
    expect(Object.keys(feed.responses)).toContain('404');
  });
});

describe('a client generated from the API document', () => {
  let directory: string;
  beforeAll(async () => {
    // Inside the server's package, so that the client program finds openapi-fetch as any program would.
    directory = await mkdtemp(path.join(import.meta.dirname, '../.openapi-client-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('type-checks, and makes real calls with what the document says', async () => {
    await writeFile(path.join(directory, 'api.d.ts'), astToString(await openapiTS(document as never)));
    const program = path.join(directory, 'client.ts');
    await writeFile(
      program,
      `import createClient from 'openapi-fetch';
import type { paths } from './api.js';

export async function tour(baseUrl: string, email: string, password: string) {
  const client = createClient<paths>({ baseUrl });
  const signedIn = await client.POST('${API_PATHS.login}', { body: { email, password } });
  if (!signedIn.data) throw new Error('sign-in failed');
  const headers = { authorization: \`Bearer \${signedIn.data.data.access_token}\` };
  const goals = await client.GET('${API_PATHS.referenceGet}', { params: { query: { category: 'goal' } }, headers });
  const posts = await client.POST('${API_PATHS.postList}', { body: { page: 1, page_size: 5 }, headers });
  const missing = await client.GET('${API_PATHS.postGet}', { params: { query: { postId: 2147483647 } }, headers });
  return {
    username: signedIn.data.data.username,
    goals: goals.data?.records.map((entry) => entry.label) ?? [],
    postCount: posts.data?.total_count,
    missing: missing.response.status,
  };
}
`,
    );
    const checked = ts.createProgram([program], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    });
    const problems = ts.getPreEmitDiagnostics(checked).map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, '\n'));
    expect(problems).toEqual([]);

    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { tour } = (await import(program)) as { tour: (baseUrl: string, email: string, password: string) => Promise<unknown> };
    // Read whole: each field present and of its type (a number of posts), and no other.
    const toured = z
      .strictObject({ username: z.string(), goals: z.array(z.string()), postCount: z.number(), missing: z.number() })
      .parse(await tour(baseUrl, TEST_ADMIN.email, TEST_ADMIN.password));
    expect(toured.username).toBe(TEST_ADMIN.email);
    expect(toured.goals).toContain('Attract investment');
    expect(toured.missing).toBe(404);
  });
});

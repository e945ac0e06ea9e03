import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the part of OpenAI's chat completions protocol the assistant uses
 * (POST /v1/chat/completions, streamed as Server-Sent Events or answered whole), with failures on
 * demand. Tests, browser tests and the bench point AI_BASE_URL at it.
 */
export interface ReceivedCompletion {
  authorization: string | undefined;
  model: string;
  stream: boolean;
  /** A message's content: text, or parts (text and `image_url`) when an image is sent. */
  messages: { role: string; content: string | ContentPart[] }[];
  /** When (Date.now()) the first piece of a streamed answer was written to the socket. */
  firstPieceAt?: number;
}

export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export type ProviderBehaviour =
  | { kind: 'fail'; status: number; retryAfterSeconds?: number }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Sends the first piece, then waits for `release()` before the rest. */
  | { kind: 'hold-after-first-piece' }
  /** Answers the whole completion as one JSON document, as a provider that does not stream. */
  | { kind: 'whole' };

export interface OpenAiCompatibleServer {
  /** The base URL to set as AI_BASE_URL. */
  baseUrl: string;
  received: ReceivedCompletion[];
  /** Behaviours for the next requests, one each, in order; after them, normal streamed answers. */
  queue(...behaviours: ProviderBehaviour[]): void;
  /** Lets a held answer go on. */
  release(): void;
  close(): Promise<void>;
}

/**
 * The model's answer: recognisable, grounded in what it was asked, LinkedIn-shaped; asked to shorten,
 * it answers the first half of the text it was given. Given facts ("[F12] statement (…)" lines), it
 * states the first two and cites them on a last "Facts used" line, as the assistant asks a model to.
 */
export function modelAnswer(messages: ReceivedCompletion['messages']): string {
  const content = messages.at(-1)?.content ?? '';
  if (Array.isArray(content)) {
    const image = content.find((part) => part.type === 'image_url');
    const type = image ? /^data:(image\/[a-z]+);/.exec(image.image_url.url)?.[1] : undefined;
    return type ? `A blue square, as the model sees the ${type} it was sent.` : 'No image was sent.';
  }
  const request = content;
  const quoted = /"""\n([\s\S]*?)\n"""/.exec(request)?.[1] ?? request;
  const facts = [...request.matchAll(/^\[F(\d+)\] (.*?)(?: \(figure: [^)]*\))? \(true as of /gm)].slice(0, 2);
  const citation = facts.length > 0 ? [`Facts used: ${facts.map(([, id]) => `F${id}`).join(', ')}`] : [];
  if (request.startsWith('Shorten')) return [quoted.slice(0, Math.floor(quoted.length / 2)).trim(), ...citation].join('\n\n');
  const topic = quoted.replace(/\s+/g, ' ').trim().slice(0, 120);
  return [
    `From the model: ${topic}`,
    'Our region pairs a skilled workforce with sites that are ready now, and our team answers within a day.',
    ...(facts.length > 0 ? [facts.map(([, , statement]) => statement).join(' ')] : []),
    'Get in touch to plan a visit.',
    '#EconomicDevelopment #Investment #SiteSelection',
    ...citation,
  ].join('\n\n');
}

export async function startOpenAiCompatibleServer(options: { pieceDelayMs?: number } = {}): Promise<OpenAiCompatibleServer> {
  const received: ReceivedCompletion[] = [];
  const pending: ProviderBehaviour[] = [];
  const held: (() => void)[] = [];
  const openResponses = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => response.destroy());
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(await readBody(request)) as Omit<ReceivedCompletion, 'authorization'>;
    const completion: ReceivedCompletion = {
      authorization: request.headers.authorization,
      model: body.model,
      stream: body.stream,
      messages: body.messages,
    };
    received.push(completion);
    const behaviour = pending.shift();
    if (behaviour?.kind === 'fail') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (behaviour.retryAfterSeconds !== undefined) headers['retry-after'] = String(behaviour.retryAfterSeconds);
      response.writeHead(behaviour.status, headers).end(JSON.stringify({ error: { message: `failure ${behaviour.status}` } }));
      return;
    }
    if (behaviour?.kind === 'hang') {
      openResponses.add(response);
      return;
    }
    const answer = modelAnswer(body.messages);
    if (behaviour?.kind === 'whole' || !body.stream) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }] }));
      return;
    }
    openResponses.add(response);
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const pieces = answer.match(/\S+\s*/g) ?? [];
    for (const [index, piece] of pieces.entries()) {
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
      completion.firstPieceAt ??= Date.now();
      if (index === 0 && behaviour?.kind === 'hold-after-first-piece') await new Promise<void>((resolve) => held.push(resolve));
      else if (options.pieceDelayMs) await new Promise((resolve) => setTimeout(resolve, options.pieceDelayMs));
      if (response.destroyed) return;
    }
    response.end('data: [DONE]\n\n');
    openResponses.delete(response);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    queue: (...behaviours) => pending.push(...behaviours),
    release: () => held.splice(0).forEach((resolve) => resolve()),
    close: async () => {
      held.splice(0).forEach((resolve) => resolve());
      for (const response of openResponses) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

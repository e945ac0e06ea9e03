import { ACTION_TEXT_MAX_CHARS, IMAGE_ALT_TEXT_MAX_CHARS, PROMPT_MAX_CHARS, type AssistantActionFlag } from '@roi/contract/post-rules';
import type { altTextRequestSchema, PromptRequest, PromptResponse, VersionRequest } from '@roi/contract/posts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertOrganizationInScope, assertPermission } from '../access/access.service.js';
import { findPostSetup, recordGeneration, reserveGeneration } from './assistant.repository.js';
import { WriterError } from './openai-writer.js';
import { altTextPrompt, chatMessages } from './prompts.js';
import { imageReaderOf } from '../media/image-store.js';
import { builtInWriter } from './built-in-writer.js';
import type { GroundingFact, PostSetup, Writer, WriterTask, WritingTask } from './writer.js';
import { asSource, factsForGeneration } from '../facts/facts.service.js';
import { FACTS_USED_LABEL, readCitations } from '@roi/contract/fact-grounding';

export type GenerationRequest = PromptRequest | VersionRequest;

/** Which task each action flag of the wire contract asks for (docs/product/posts-and-assistant.md#actions). */
const ACTION_TASKS: Record<AssistantActionFlag, WriterTask['kind']> = {
  Enhancement: 'enhance',
  expanded: 'expand',
  shorten: 'shorten',
  MoreCaual: 'casual',
  MoreFormal: 'formal',
  OpenPreviewPanel: 'preview',
};

/**
 * One generation of the ROI Assistant: checked (permission, organisation, post, sizes, the
 * organisation's rate), written by the configured writer, and recorded with who asked, what, which
 * writer answered, what it answered and how long it took. `onPiece` receives the text as it comes.
 */
export async function generate(
  services: Services,
  caller: Caller,
  request: GenerationRequest,
  options: { onPiece?: (piece: string) => void; signal?: AbortSignal } = {},
): Promise<PromptResponse> {
  const setup = await checkRequest(services, caller, request);
  const ungrounded = taskOf(request, setup);
  await reserveWithinRate(services, request.org_id);
  const task: WriterTask = { ...ungrounded, facts: await factsFor(services, request.org_id, ungrounded) };
  // Moving a text to the preview is tidying, not writing: no model is asked for it.
  const writer: Writer = task.kind === 'preview' ? builtInWriter : services.writer;
  const started = performance.now();
  const record = {
    organizationId: request.org_id,
    userId: caller.userId,
    postId: request.post_id,
    kind: task.kind,
    writer: writer.name,
    prompt: chatMessages(task)[1]!.content,
    asked: authorsWords(request),
    setup: {
      campaign: setup.campaign,
      goal: setup.goal,
      industry: setup.industry,
      region: setup.region,
      audience: setup.audience,
      facts: [...task.facts],
    },
  };
  let output = '';
  const shown = new CitationLineHold(options.onPiece);
  try {
    for await (const piece of writer.write(task, options.signal ?? new AbortController().signal)) {
      output += piece;
      shown.arrived(output);
    }
    if (options.signal?.aborted) throw new WriterError(502, 'the person asking went away');
    if (!output.trim()) throw new WriterError(502, 'the answer held no text');
  } catch (error) {
    await recordGeneration(services.db, {
      ...record,
      output,
      outcome: 'failed',
      failure: error instanceof WriterError ? error.reason : error instanceof Error ? error.message : String(error),
      latencyMs: Math.round(performance.now() - started),
    });
    throw error;
  }
  const cited = readCitations(output, task.facts.map((fact) => fact.fact_id));
  const sources = cited.factIds.map((id) => task.facts.find((fact) => fact.fact_id === id)!);
  const generatedText = cited.text;
  const generationId = await recordGeneration(services.db, {
    ...record,
    output: generatedText,
    outcome: 'ok',
    failure: null,
    latencyMs: Math.round(performance.now() - started),
    sources,
  });
  return { generated_text: generatedText, writer: writer.name, generation_id: generationId, sources };
}

/**
 * The organisation's facts for this task (none for moving a text to the preview): chosen by the post's
 * setup and the words of the request — the prompt, the instructions, or the text worked on.
 */
async function factsFor(services: Services, organizationId: number, task: WritingTask): Promise<GroundingFact[]> {
  if (task.kind === 'preview') return [];
  const words = task.kind === 'draft' ? task.prompt : task.kind === 'enhance' ? `${task.instructions} ${task.text}` : task.text;
  const { setup } = task;
  const chosen = await factsForGeneration(services, organizationId, { setup: [setup.industry, setup.region, setup.campaign, setup.goal], words });
  return chosen.map(asSource);
}

/**
 * Passes the text on as it comes, except a last line that may be the writer's "Facts used" line: that is
 * held back (the whole answer, without it, follows at the end), so the reader never sees it flash by.
 */
class CitationLineHold {
  private passed = 0;

  constructor(private readonly onPiece: ((piece: string) => void) | undefined) {}

  arrived(output: string): void {
    const lineStart = output.lastIndexOf('\n') + 1;
    const lastLine = output.slice(lineStart).trimStart().toLowerCase();
    const label = FACTS_USED_LABEL.toLowerCase();
    const mayBeCitation = lastLine.startsWith(label) || (lastLine.length > 0 && label.startsWith(lastLine));
    const upTo = mayBeCitation ? lineStart : output.length;
    if (upTo <= this.passed) return;
    this.onPiece?.(output.slice(this.passed, upTo));
    this.passed = upTo;
  }
}

/**
 * Who may ask about which post, and the setup the answer is grounded in: the post's own, as the server
 * checked and stored it, not the copy the request carries.
 */
async function checkRequest(services: Services, caller: Caller, request: GenerationRequest): Promise<PostSetup> {
  await assertPermission(services, caller, 'postsCreate');
  if (request.user_id !== caller.userId) throw new AppError(403, 'forbidden');
  await assertOrganizationInScope(services, caller, request.org_id);
  const setup = await findPostSetup(services.db, request.post_id, request.org_id);
  if (!setup) throw new AppError(404, 'postNotFound');
  return setup;
}

/**
 * A prompt makes a draft; a text with one action flag (or enhancement='yes' with instructions) works
 * on that text. Too much to read is refused with 413, never cut silently.
 */
function taskOf(request: GenerationRequest, setup: PostSetup): WritingTask {
  if (!('text' in request) || request.text === undefined) {
    const prompt = (request.prompt ?? '').trim();
    if (!prompt) throw new AppError(400, 'giveSomeText');
    if (prompt.length > PROMPT_MAX_CHARS) throw new AppError(413, 'promptTooLong');
    return { kind: 'draft', setup, prompt };
  }
  if (request.text.length > ACTION_TEXT_MAX_CHARS) throw new AppError(413, 'actionTextTooLong');
  const kinds = new Set(
    (Object.keys(ACTION_TASKS) as AssistantActionFlag[]).filter((flag) => request[flag] === 'yes').map((flag) => ACTION_TASKS[flag]),
  );
  if (request.enhancement === 'yes') kinds.add('enhance');
  if (kinds.size !== 1) throw new AppError(400, 'oneAssistantAction');
  const [kind] = kinds as Set<WriterTask['kind']>;
  if (kind === 'enhance') {
    const instructions = (request.enhancement_text ?? '').trim();
    if (request.enhancement === 'yes' && !instructions) throw new AppError(400, 'giveSomeText');
    if (instructions.length > PROMPT_MAX_CHARS) throw new AppError(413, 'promptTooLong');
    return { kind, setup, text: request.text, instructions };
  }
  return { kind: kind as Exclude<WriterTask['kind'], 'draft' | 'enhance'>, setup, text: request.text };
}

/** What the author wrote to ask for this generation: a draft's prompt or an enhancement's instructions. */
function authorsWords(request: GenerationRequest): string | null {
  const words = 'text' in request && request.text !== undefined ? request.enhancement_text : request.prompt;
  return words?.trim() || null;
}

async function reserveWithinRate(services: Services, organizationId: number): Promise<void> {
  const { requests, windowStartedAt } = await reserveGeneration(services.db, organizationId);
  if (requests <= services.config.assistant.requestsPerMinute) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStartedAt.getTime() + 60_000 - Date.now()) / 1000));
  throw new AppError(429, 'assistantRateLimited', {
    details: { retry_after: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/**
 * Alt text for one of the post's images, from a model that can see images (AI_VISION), for the author
 * to read and edit: it is answered, never saved. Recorded like every answer of the assistant (the
 * generation, and its public record), with the prompt the model was given.
 */
export async function suggestAltText(services: Services, caller: Caller, request: z.output<typeof altTextRequestSchema>) {
  await assertPermission(services, caller, 'postsCreate');
  await assertOrganizationInScope(services, caller, request.org_id);
  const setup = await findPostSetup(services.db, request.post_id, request.org_id);
  if (!setup) throw new AppError(404, 'postNotFound');
  const { writer } = services;
  if (!writer.describeImage) throw new AppError(409, 'assistantCannotSeeImages');
  let imageDataUrl = request.image;
  if (!imageDataUrl.startsWith('data:')) {
    const stored = await imageReaderOf(services.images)(request.image);
    if (!stored) throw new AppError(404, 'postImageUnknown');
    imageDataUrl = `data:${stored.contentType};base64,${stored.bytes.toString('base64')}`;
  }
  await reserveWithinRate(services, request.org_id);
  const started = performance.now();
  const record = {
    organizationId: request.org_id,
    userId: caller.userId,
    postId: request.post_id,
    kind: 'alt_text',
    writer: writer.name,
    prompt: altTextPrompt(setup),
    asked: null,
    setup: { campaign: setup.campaign, goal: setup.goal, industry: setup.industry, region: setup.region, audience: setup.audience, facts: [] },
  };
  let output = '';
  try {
    output = (await writer.describeImage({ setup, imageDataUrl }, new AbortController().signal)).slice(0, IMAGE_ALT_TEXT_MAX_CHARS);
    if (!output) throw new WriterError(502, 'the answer held no text');
  } catch (error) {
    await recordGeneration(services.db, {
      ...record,
      output,
      outcome: 'failed',
      failure: error instanceof WriterError ? error.reason : error instanceof Error ? error.message : String(error),
      latencyMs: Math.round(performance.now() - started),
    });
    throw error;
  }
  const generationId = await recordGeneration(services.db, {
    ...record,
    output,
    outcome: 'ok',
    failure: null,
    latencyMs: Math.round(performance.now() - started),
  });
  return { alt_text: output, writer: writer.name, generation_id: generationId };
}

import type { FactSource } from '@roi/contract/facts';

export interface PostSetup {
  organizationName: string;
  goal: string;
  campaign: string;
  industry: string;
  region: string;
  audience: string;
}

/**
 * A fact of the organisation's library a writer may state (docs/product/facts.md): chosen for the
 * request, never another organisation's. A writer names those it used on a last line (factsUsedLine).
 */
export type GroundingFact = FactSource;

/** What the writer is asked to do, with the setup it writes for. */
export type WritingTask =
  | { kind: 'draft'; setup: PostSetup; prompt: string }
  | { kind: 'enhance'; setup: PostSetup; text: string; instructions: string } // instructions may be ''
  | { kind: 'expand' | 'shorten' | 'casual' | 'formal' | 'preview'; setup: PostSetup; text: string };

/** The task and the organisation's facts chosen for it. */
export type WriterTask = WritingTask & { facts: readonly GroundingFact[] };

/** A writer of the ROI Assistant: the built-in one or a model behind an OpenAI-compatible API. */
export interface Writer {
  /** Shown beside every answer: the screen says which writer answered. */
  readonly name: string;
  /**
   * The answer's text in pieces, as soon as each is written. Fails with an AppError the user can read
   * (502 unavailable, 504 too slow); stops when `signal` aborts.
   */
  write(task: WriterTask, signal: AbortSignal): AsyncIterable<string>;
  /**
   * Alt text for an image (a data URL), for the post's setup; present only for a model that can see
   * images (AI_VISION). Fails like `write`.
   */
  describeImage?(request: ImageDescriptionTask, signal: AbortSignal): Promise<string>;
}

export interface ImageDescriptionTask {
  setup: PostSetup;
  /** `data:image/…;base64,…` */
  imageDataUrl: string;
}

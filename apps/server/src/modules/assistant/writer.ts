export interface PostSetup {
  organizationName: string;
  goal: string;
  campaign: string;
  industry: string;
  region: string;
  audience: string;
}

export type WriterTask =
  | { kind: 'draft'; setup: PostSetup; prompt: string }
  | { kind: 'enhance'; setup: PostSetup; text: string; instructions: string } // instructions may be ''
  | { kind: 'expand' | 'shorten' | 'casual' | 'formal' | 'preview'; setup: PostSetup; text: string };

/** A writer of the ROI Assistant: the built-in one or a model behind an OpenAI-compatible API. */
export interface Writer {
  /** Shown beside every answer: the screen says which writer answered. */
  readonly name: string;
  /**
   * The answer's text in pieces, as soon as each is written. Fails with an AppError the user can read
   * (502 unavailable, 504 too slow); stops when `signal` aborts.
   */
  write(task: WriterTask, signal: AbortSignal): AsyncIterable<string>;
}

import type { PostRecord } from '@roi/contract/posts';
import { NotifiedGeneration, SharedGenerationRead } from '../access/access-cache.js';

/** A page of the post list as it is answered: kept whole under its list's version. */
export type PostListPageAnswer = {
  records: PostRecord[];
  total_count: number;
};

/**
 * The version of a post list as of now (migration 0035): of one organisation, or of every one when
 * none is named. A page read after reading it shows what the version stood for or something newer,
 * never older, so a page kept under it holds while a new read finds it the same (docs/decisions/0021).
 */
export interface PostListVersion {
  current(organizationId: number | undefined): Promise<number>;
}

const KEPT_READERS = 10_000;

/**
 * PostgreSQL, shared by processes: the version is read. Requests asking for the same list while a read
 * is on its way share the next one, as the access generation's readers do.
 */
export class SharedPostListVersionReads implements PostListVersion {
  /** One per organisation a list was asked of, and one for every organisation's; the oldest leave first. */
  private readonly reads = new Map<number | undefined, SharedGenerationRead>();

  constructor(private readonly read: (organizationId: number | undefined) => Promise<number>) {}

  current(organizationId: number | undefined): Promise<number> {
    let reads = this.reads.get(organizationId);
    if (!reads) {
      reads = new SharedGenerationRead(() => this.read(organizationId));
      this.reads.set(organizationId, reads);
      if (this.reads.size > KEPT_READERS) this.reads.delete(this.reads.keys().next().value);
    }
    return reads.current();
  }
}

/**
 * The embedded database, which only this process changes: it counts the notices every change of any
 * organisation's list sends, one count for every list. A list moves more often than it must, never less.
 */
export class NotifiedPostListVersion implements PostListVersion {
  private readonly changes: NotifiedGeneration;

  constructor(listen: (onChange: () => void) => Promise<void>) {
    this.changes = new NotifiedGeneration(listen);
  }

  current(): Promise<number> {
    return this.changes.current();
  }
}

/** The notice every change of a post list sends (migration 0035). */
export const POST_LIST_CHANNEL = 'roi_post_list_changed';

/**
 * Values kept in memory for as long as the access generation has not moved (docs/decisions/0021). Each
 * request reads the generation once, first; a value loaded under it stays good for every request that
 * read the same one. Loading after reading can only see the same data or newer, never older, so a value
 * is never kept under a generation later than its data.
 */
export class GenerationCache<Value> {
  private readonly entries = new Map<string, { generation: number; value: Promise<Value> }>();

  constructor(private readonly capacity: number) {}

  get(key: string, generation: number, load: () => Promise<Value>): Promise<Value> {
    const kept = this.entries.get(key);
    if (kept?.generation === generation) return kept.value;
    // A request that read the generation before a newer one was seen: its own load, nothing replaced.
    if (kept && kept.generation > generation) return load();
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { generation, value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    // A failed load is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}

/** The access generation as of now: what a request reads first, before anything it keeps or finds kept. */
export interface AccessGeneration {
  current(): Promise<number>;
}

/**
 * The access generation as of now, for every request that asks while one read is on its way: they share
 * the next read. A read already sent may have been answered by the database before a request arrived,
 * so a request never takes it: it waits for the one sent after it, which sees every change committed
 * before the request came (docs/decisions/0021). Under load, one round trip serves many requests.
 */
export class SharedGenerationRead implements AccessGeneration {
  private sent: Promise<number> | undefined;
  private next: Promise<number> | undefined;

  constructor(private readonly read: () => Promise<number>) {}

  current(): Promise<number> {
    if (!this.sent) return this.send();
    this.next ??= this.sent.then(
      () => this.sendNext(),
      () => this.sendNext(),
    );
    return this.next;
  }

  private sendNext(): Promise<number> {
    this.next = undefined;
    return this.send();
  }

  private send(): Promise<number> {
    const read = this.read();
    this.sent = read;
    const settled = () => {
      if (this.sent === read) this.sent = undefined;
    };
    read.then(settled, settled);
    return read;
  }
}

/**
 * The access generation of the embedded database, counted by this process instead of read on every
 * request. PGlite runs inside this process only, so every change goes through it, and the notice its
 * trigger sends (`roi_access_generation`) has been handled by the time the statement that made the
 * change returns, and not before it commits: a request that comes after the change sees the count moved.
 * The count starts anywhere (nothing is kept before the first request); it only has to move.
 */
export class NotifiedGeneration implements AccessGeneration {
  private count = 0;
  private listening: Promise<void> | undefined;

  constructor(private readonly listen: (onChange: () => void) => Promise<void>) {}

  async current(): Promise<number> {
    this.listening ??= this.listen(() => {
      this.count += 1;
    }).catch((error: unknown) => {
      this.listening = undefined;
      throw error;
    });
    await this.listening;
    return this.count;
  }
}


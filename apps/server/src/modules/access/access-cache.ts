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

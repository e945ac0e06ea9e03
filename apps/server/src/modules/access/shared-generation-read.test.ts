import { describe, expect, it } from 'vitest';
import { SharedGenerationRead } from './access-cache.js';

/** A read of the generation whose answer the test gives, in the order reads were sent. */
function controlledReads() {
  const pending: ((value: number) => void)[] = [];
  const read = () => new Promise<number>((resolve) => pending.push(resolve));
  return { read, pending };
}

describe('the shared read of the access generation', () => {
  it('answers a request only from a read sent after it arrived, and one read serves all who waited for it', async () => {
    const { read, pending } = controlledReads();
    const shared = new SharedGenerationRead(read);

    const first = shared.current();
    expect(pending).toHaveLength(1);
    // Two requests arrive while the first read is on its way: the database may have answered it before
    // they came, so they wait for the next read rather than take it.
    const second = shared.current();
    const third = shared.current();
    expect(pending).toHaveLength(1);

    pending[0]!(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(pending).toHaveLength(2);
    pending[1]!(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);

    // Nothing on its way: a new request sends its own read.
    const fourth = shared.current();
    expect(pending).toHaveLength(3);
    pending[2]!(3);
    expect(await fourth).toBe(3);
  });

  it('sends the next read after one that failed, and the failure reaches only those it was sent for', async () => {
    let calls = 0;
    const shared = new SharedGenerationRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return 7;
    });
    const failed = shared.current();
    const waiting = shared.current();
    await expect(failed).rejects.toThrow('connection lost');
    expect(await waiting).toBe(7);
  });
});

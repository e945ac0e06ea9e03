import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.js';

describe('retryDelayMs', () => {
  it('doubles with every attempt, between half and all of the step', () => {
    expect(retryDelayMs(1, 1000, 0, () => 0)).toBe(500);
    expect(retryDelayMs(1, 1000, 0, () => 1)).toBe(1000);
    expect(retryDelayMs(3, 1000, 0, () => 0)).toBe(2000);
    expect(retryDelayMs(3, 1000, 0, () => 1)).toBe(4000);
  });

  it('spreads jobs that failed together', () => {
    const delays = new Set(Array.from({ length: 20 }, () => retryDelayMs(4, 1000)));
    expect(delays.size).toBeGreaterThan(10);
  });

  it('never waits less than the network asked for, nor more than an hour on its own', () => {
    expect(retryDelayMs(1, 1000, 30_000, () => 0)).toBe(30_000);
    expect(retryDelayMs(30, 1000, 0, () => 1)).toBe(60 * 60 * 1000);
  });
});

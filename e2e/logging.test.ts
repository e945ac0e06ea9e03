import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server-process.js';

/** A request whose two log lines carry its 8 KiB address: a pipe of 64 KiB is full after a few. */
const LONG_ADDRESS = `/api/health/live?${'padding='.padEnd(8 * 1024, 'x')}`;

async function requestMany(baseUrl: string, count: number): Promise<void> {
  for (let sent = 0; sent < count; sent += 50) {
    const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${baseUrl}${LONG_ADDRESS}`)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  }
}

/**
 * A log nobody reads (a stalled collector, a harness that stopped reading) must never stop the server:
 * it keeps answering, holds a bounded part of what it could not write, says how much it dropped once
 * the log is read again, and ends on SIGTERM within its grace time.
 */
describe('a standard output nobody reads', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.kill();
    server = undefined;
  });

  it('keeps answering, holds back a bounded part, says what it dropped when read again, and ends on SIGTERM', { timeout: 240_000 }, async () => {
    server = await startServer({ LOG_LEVEL: 'info' }, { stdout: 'pipe' });
    const { baseUrl, pid } = server;
    const stdout = server.stdout!;
    stdout.pause();

    // About 64 MiB of log that nobody reads.
    await requestMany(baseUrl, 4000);

    // Read again: what was held comes first, bounded, and then a line says how many were dropped.
    let output = '';
    stdout.setEncoding('utf8');
    const collect = (chunk: string) => (output += chunk);
    stdout.on('data', collect);
    stdout.resume();
    let noticeAt = -1;
    for (let attempt = 0; attempt < 100 && noticeAt < 0; attempt++) {
      expect((await fetch(`${baseUrl}/api/health/live`)).ok).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      noticeAt = output.indexOf('"droppedLines"');
    }
    const heldBack = output.slice(0, noticeAt);
    expect(heldBack.length).toBeLessThan(4 * 1024 * 1024);
    const notice = output.slice(heldBack.lastIndexOf('\n') + 1).split('\n')[0]!;
    expect((JSON.parse(notice) as { droppedLines: number }).droppedLines).toBeGreaterThan(1000);

    // Unread once more, then stopped: no write that nobody takes holds the exit up.
    stdout.off('data', collect);
    stdout.pause();
    await requestMany(baseUrl, 500);
    process.kill(pid, 'SIGTERM');
    const outcome = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000))]);
    expect(outcome).toBe(0);
  });
});

/** Unwritten log output the server holds at most while nobody reads its standard output. */
export const LOG_BACKLOG_LIMIT_BYTES = 1024 * 1024;

interface Output {
  readonly writableLength: number;
  write(chunk: string): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Where the log's lines go: standard output, without ever waiting for it. Node writes to a pipe without
 * blocking and queues what the pipe cannot take yet; a reader that stops (a stalled log collector, a
 * harness that was ended) would grow that queue without end, and a logger that waits for it would hold
 * up every request and the shutdown itself. So once a line would take the queue past the limit, lines
 * are dropped and counted until the queue is down to half of it (so that writing does not resume for one
 * line at a time), and then the count is written as a line of its own; a broken output (its reader gone)
 * drops everything and stops nothing.
 */
export function logDestination(output: Output = process.stdout, limitBytes = LOG_BACKLOG_LIMIT_BYTES) {
  let droppedLines = 0;
  let isBroken = false;
  output.on('error', () => {
    isBroken = true;
  });
  return {
    write(line: string): void {
      const room = droppedLines > 0 ? limitBytes / 2 : limitBytes;
      if (isBroken || output.writableLength + line.length > room) {
        droppedLines += 1;
        return;
      }
      if (droppedLines > 0) {
        const notice = { level: 40, time: Date.now(), msg: 'log lines dropped while the log was not read', droppedLines };
        output.write(`${JSON.stringify(notice)}\n`);
        droppedLines = 0;
      }
      output.write(line);
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  /** The server's process, for what only the operating system can tell (its resident memory). */
  pid: number;
  stop(): Promise<void>;
  /** Kills the process outright (SIGKILL), as a crash would: nothing is finished or cleaned up. */
  kill(): Promise<void>;
  /** The server's standard output, when it was asked for as a pipe (`stdout: 'pipe'`); nothing reads it until the test does. */
  stdout: Readable | null;
  /** Resolves with the exit code or signal when the process ends. */
  exited: Promise<number | NodeJS.Signals>;
}

/**
 * Starts the built product as `npm start` would (`node apps/server/dist/server.js`), on a free port and
 * a fresh data directory (or the one given, which is then kept), and waits until it answers its
 * health check. Settings that name the server's own address are given as a function of it.
 */
export async function startServer(
  env: Record<string, string> | ((baseUrl: string) => Record<string, string>),
  options: { dataDir?: string; stdout?: 'pipe' } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'roi-server-')));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const settings = typeof env === 'function' ? env(baseUrl) : env;
  // SERVER_CPU_PROFILE_DIR: each server writes a CPU profile there when it stops (to see where a bench's time goes).
  const profiling = process.env.SERVER_CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.SERVER_CPU_PROFILE_DIR] : [];
  const server = spawn(process.execPath, [...profiling, path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...settings },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
  });
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    server.once('exit', (code, signal) => resolve(code ?? signal ?? 'SIGKILL')),
  );
  const stop = async () => {
    await stopProcess(server);
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  };
  try {
    await waitUntilHealthy(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: server.pid!, stop, kill, stdout: server.stdout, exited };
}

/** A port nothing listens on now, for a server about to start. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilHealthy(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

/** Stops a server as an operator would (SIGTERM), and kills it if it has not exited within 10 s. */
export async function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
}

import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { databaseTargetFor, openDatabase } from './db/database.js';
import { migrateAndSeed } from './db/migrate.js';
import { logDestination } from './log-destination.js';
import { loggerOptions } from './logger.js';
import { startupSummary } from './startup-summary.js';

async function main(): Promise<void> {
  // Until the server listens, nothing holds Node's event loop open between the start's steps, and each
  // time the loop runs empty Node waits for every job V8 runs in the background: above all the
  // optimised compilation of PGlite's WebAssembly, about a tenth of a second of a start on two cores
  // (docs/decisions/0021). Held open, that compilation goes on beside the start instead.
  const holdLoopOpen = setInterval(() => {}, 60_000);
  const config = loadConfig();
  const database = await openDatabase(databaseTargetFor(config), (error) =>
    process.stderr.write(`database connection lost: ${error.message}\n`),
  );
  const seed = await migrateAndSeed(database, { admin: config.admin });
  if (seed.generatedAdminPassword) {
    // Shown before anything else can fail, since it is never shown again; written outside the
    // structured log so that log collectors do not keep it.
    process.stdout.write(
      `\n  First admin created: ${config.admin.email}\n  Password (shown only this once): ${seed.generatedAdminPassword}\n\n`,
    );
  }
  const app = await buildApp({ config, database, logger: loggerOptions(config.logLevel, logDestination()) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(forceExit);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  clearInterval(holdLoopOpen);
  app.log.info({ database: database.kind, dataDir: config.dataDir, webClient: Boolean(config.webDistDir) }, 'ready');
  // Beside the structured log, for the person who started the server.
  process.stdout.write(startupSummary(config));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});

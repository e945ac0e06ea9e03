import { ConfigError, loadConfig } from './config.js';
import { databaseTargetFor, openDatabase } from './db/database.js';
import { describeArchiveCheck } from './modules/archive/archive-check-report.js';
import { checkArchive } from './modules/archive/archive.repository.js';

/**
 * `npm run archive:check`: walks every organisation's archive chain and prints the first broken
 * record of each; exits 1 when any is broken. On the embedded database, run it with the server
 * stopped (one process holds that database).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseTargetFor(config));
  try {
    const result = await checkArchive(database.db);
    process.stdout.write(`${describeArchiveCheck(result)}\n`);
    process.exitCode = result.breaks.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(2);
});

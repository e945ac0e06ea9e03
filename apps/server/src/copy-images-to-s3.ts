import { ConfigError, loadConfig } from './config.js';
import { databaseTargetFor, openDatabase } from './db/database.js';
import { copyImagesToS3 } from './modules/media/copy-images-to-s3.js';
import { databaseImageStore } from './modules/media/image-store.js';
import { S3ImageStore } from './modules/media/s3-image-store.js';

/**
 * `npm run images:copy-to-s3`: with the server's settings, S3_* included, copies the images stored
 * before S3 was switched on (files under DATA_DIR/uploads, or rows of PostgreSQL) into the bucket. They
 * stay where they were. On the embedded database, run it with the server stopped (one process holds
 * that database).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.s3) throw new ConfigError('Set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to the bucket to copy the images into.');
  const database = await openDatabase(databaseTargetFor(config));
  try {
    const copied = await copyImagesToS3(databaseImageStore(database, config.uploadsDir), new S3ImageStore(config.s3), (name) =>
      process.stdout.write(`copied ${name}\n`),
    );
    process.stdout.write(`${copied} image(s) copied into the bucket.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(2);
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, wrapPglite } from '../db/database.js';
import { migrateAndSeed } from '../db/migrate.js';
import { TEST_ADMIN } from './test-config.js';
import { withAdminConnection } from './postgres-admin.js';

/**
 * Migrates and seeds one template database for the whole run (PGlite's first creation costs
 * seconds; a clone costs a fraction of that). TEST_DB=postgres runs the suite on TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const templateName = `roi_test_template_${process.pid}`;
    await withAdminConnection(url, (client) => client.query(`drop database if exists ${templateName}`));
    await withAdminConnection(url, (client) => client.query(`create database ${templateName}`));
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${templateName}`;
    const template = await openDatabase({ kind: 'postgres', url: templateUrl.toString() });
    await migrateAndSeed(template, { admin: TEST_ADMIN });
    await template.close();
    project.provide('databaseTemplate', { kind: 'postgres', url, templateName });
    return async () => {
      await withAdminConnection(url, (client) => client.query(`drop database if exists ${templateName}`));
    };
  }

  const client = new PGlite();
  await client.waitReady;
  await migrateAndSeed(wrapPglite(client), { admin: TEST_ADMIN });
  const image = await client.dumpDataDir('none');
  await client.close();
  const directory = await mkdtemp(path.join(os.tmpdir(), 'roi-test-db-'));
  const imagePath = path.join(directory, 'template.tar');
  await writeFile(imagePath, Buffer.from(await image.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', imagePath });
  return async () => {
    await rm(directory, { recursive: true, force: true });
  };
}

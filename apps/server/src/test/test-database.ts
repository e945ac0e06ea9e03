import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { withAdminConnection } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; imagePath: string } | { kind: 'postgres'; url: string; templateName: string };
  }
}

/**
 * A fresh database for one test file, cloned from the template the global setup migrated and
 * seeded once: a PGlite image, or a PostgreSQL database created from a template database.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const image = new Blob([await readFile(template.imagePath)]);
    return openDatabase({ kind: 'pglite-image', image });
  }
  const name = `roi_test_${randomBytes(6).toString('hex')}`;
  await withAdminConnection(template.url, (client) =>
    client.query(`create database ${name} template ${template.templateName}`),
  );
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminConnection(template.url, (client) => client.query(`drop database if exists ${name}`));
    },
  };
}

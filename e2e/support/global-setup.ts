import type { TestProject } from 'vitest/node';
import { E2E_ADMIN } from './accounts.js';
import { startServer } from './server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server on a fresh embedded database for the whole browser run. */
export default async function setup(project: TestProject) {
  const server = await startServer({
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}

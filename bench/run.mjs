// `npm run bench`: figures measured side by side in one run, so that the ratios mean something on a
// shared, noisy machine. Starts the built server on PostgreSQL when TEST_DATABASE_URL is set, else
// on a fresh embedded PGlite database.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'bench-admin@agency.example', password: 'Bench!Admin1' };
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roi-bench-'));
  const database = await prepareDatabase();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilHealthy(baseUrl);
    console.log(`Server: ${baseUrl} on ${database.label}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s a round.\n`);
    await benchMenuAgainstBareRoute(baseUrl);
    await measureSignInJavaScript(baseUrl);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchMenuAgainstBareRoute(baseUrl) {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const session = (await login.json()).data;
  const menuPath =
    `/api/v1/svc/menu/getMenuAccess?orgTypeId=${session.org_type}&roleId=${session.role_id}` +
    `&organizationId=${session.org_id}&langCode=en&userId=${session.user_id}`;
  const targets = {
    bare: { path: '/api/health/live', headers: {} },
    menu: { path: menuPath, headers: { authorization: `Bearer ${session.access_token}` } },
  };
  // Interleaved rounds (bare, menu, menu, bare) so that drift in the machine's load hits both alike.
  const rates = { bare: [], menu: [] };
  for (const name of ['bare', 'menu', 'menu', 'bare']) {
    const result = await load(baseUrl, targets[name]);
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rates[name].push(result.requests.average);
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const bare = mean(rates.bare);
  const menu = mean(rates.menu);
  console.log('Authenticated getMenuAccess against a bare route, same process:');
  console.log(`  bare route (GET /api/health/live):  ${bare.toFixed(0)} requests/s`);
  console.log(`  getMenuAccess (token + 2 queries):  ${menu.toFixed(0)} requests/s`);
  console.log(`  ratio getMenuAccess / bare:         ${(menu / bare).toFixed(3)}\n`);
}

function load(baseUrl, target) {
  return autocannon({
    url: `${baseUrl}${target.path}`,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
}

/** What a first visit to the sign-in page downloads, as the browser sees it. */
async function measureSignInJavaScript(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByPlaceholder('Business Email').waitFor();
    let raw = 0;
    let gzipped = 0;
    for (const response of scripts) {
      const body = await response.body();
      raw += body.length;
      gzipped += gzipSync(body, { level: 9 }).length;
    }
    console.log('JavaScript the sign-in page loads:');
    console.log(`  ${scripts.length} files, ${(raw / 1024).toFixed(1)} KiB, ${(gzipped / 1024).toFixed(1)} KiB gzipped\n`);
  } finally {
    await browser.close();
  }
}

async function prepareDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { label: 'PGlite (embedded)', url: undefined, drop: async () => {} };
  const name = `roi_bench_${process.pid}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return { label: 'PostgreSQL', url: benchUrl.toString(), drop: () => admin(`drop database if exists ${name}`) };
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(baseUrl) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy within 60 s');
}

await main();

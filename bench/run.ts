// `npm run bench`: figures measured side by side in one run, so that the ratios mean something on a
// shared, noisy machine. Starts the built server on PostgreSQL when TEST_DATABASE_URL is set, else
// on a fresh embedded PGlite database.
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { launchBrowser } from '../e2e/support/chromium.js';
import { startServer } from '../e2e/support/server-process.js';

const ADMIN = { email: 'bench-admin@agency.example', password: 'Bench!Admin1' };
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

interface Target {
  path: string;
  headers: Record<string, string>;
}

async function main(): Promise<void> {
  const database = await prepareDatabase();
  try {
    const server = await startServer({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NODE_ENV: 'production',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    try {
      console.log(`Server: ${server.baseUrl} on ${database.label}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s a round.\n`);
      await benchMenuAgainstBareRoute(server.baseUrl);
      await measureSignInJavaScript(server.baseUrl);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

async function benchMenuAgainstBareRoute(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const session = ((await login.json()) as { data: Record<string, string | number> }).data;
  const menuPath =
    `/api/v1/svc/menu/getMenuAccess?orgTypeId=${session.org_type}&roleId=${session.role_id}` +
    `&organizationId=${session.org_id}&langCode=en&userId=${session.user_id}`;
  const targets: Record<'bare' | 'menu', Target> = {
    bare: { path: '/api/health/live', headers: {} },
    menu: { path: menuPath, headers: { authorization: `Bearer ${session.access_token}` } },
  };
  // Interleaved rounds (bare, menu, menu, bare) so that drift in the machine's load hits both alike.
  const rates: Record<'bare' | 'menu', number[]> = { bare: [], menu: [] };
  for (const name of ['bare', 'menu', 'menu', 'bare'] as const) {
    const result = await autocannon({
      url: `${baseUrl}${targets[name].path}`,
      headers: targets[name].headers,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rates[name].push(result.requests.average);
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const bare = mean(rates.bare);
  const menu = mean(rates.menu);
  console.log('Authenticated getMenuAccess against a bare route, same process:');
  console.log(`  bare route (GET /api/health/live):  ${bare.toFixed(0)} requests/s`);
  console.log(`  getMenuAccess (token + 2 queries):  ${menu.toFixed(0)} requests/s`);
  console.log(`  ratio getMenuAccess / bare:         ${(menu / bare).toFixed(3)}\n`);
}

/** What a first visit to the sign-in page downloads, as the browser sees it. */
async function measureSignInJavaScript(baseUrl: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts: Buffer[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        pending.push(response.body().then((body) => void scripts.push(body)));
      }
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByPlaceholder('Business Email').waitFor();
    await Promise.all(pending);
    const raw = scripts.reduce((sum, body) => sum + body.length, 0);
    const gzipped = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    console.log('JavaScript the sign-in page loads:');
    console.log(`  ${scripts.length} files, ${(raw / 1024).toFixed(1)} KiB, ${(gzipped / 1024).toFixed(1)} KiB gzipped\n`);
  } finally {
    await browser.close();
  }
}

async function prepareDatabase(): Promise<{ label: string; url: string | undefined; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { label: 'PGlite (embedded)', url: undefined, drop: async () => {} };
  const name = `roi_bench_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return { label: 'PostgreSQL', url: benchUrl.toString(), drop: () => run(`drop database if exists ${name}`) };
}

await main();

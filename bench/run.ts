// `npm run bench`: figures measured side by side in one run, so that the ratios mean something on a
// shared, noisy machine. Starts the built server on PostgreSQL when TEST_DATABASE_URL is set, else
// on a fresh embedded PGlite database.
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import { withAdminConnection } from '../apps/server/src/test/postgres-admin.js';
import { startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '../apps/server/src/test/openai-compatible-server.js';
import { launchBrowser } from '../e2e/support/chromium.js';
import { freePort, startServer, stopProcess, type RunningServer } from '../e2e/support/server-process.js';

const ADMIN = { email: 'bench-admin@agency.example', password: 'Bench!Admin1' };
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

interface Target {
  path: string;
  headers: Record<string, string>;
}

/**
 * Accounts whose sign-in is timed against unknown addresses. Each takes at most 9 wrong passwords, so
 * that none reaches the lock (10 in 15 minutes) and every answer goes through the password hash.
 */
const TIMING_ACCOUNTS = 6;
const TIMING_ROUNDS = 50;
const timingAddress = (index: number) => `timing-${index}@bench.example`;

/** The two organisations whose post lists are compared: the cost should not grow with the posts. */
const POST_VOLUMES = { small: 1_000, large: 100_000 } as const;
/** The organisation whose million posts the memory figure is taken with. */
const MILLION = 1_000_000;
/** The load round: this long, this many connections, reads and writes mixed. */
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const LOAD_CONNECTIONS = 100;
/** `BENCH_ONLY=post-list`: the post list's figures alone, for a change to its query. */
const POST_LIST_ONLY = process.env.BENCH_ONLY === 'post-list';
/** The two organisations whose calendar month is compared: the same ten posts in the month, beside few or many others. */
const CALENDAR_VOLUMES = { few: 10, many: 10_000 } as const;
const CALENDAR_POSTS_IN_MONTH = 10;
/** `BENCH_ONLY=calendar`: the calendar's figures alone, without the large post lists. */
const CALENDAR_ONLY = process.env.BENCH_ONLY === 'calendar';

/** `BENCH_ONLY=requests`: the per-request figures alone (menu, post list, load), for a change to the request path. */
const REQUESTS_ONLY = process.env.BENCH_ONLY === 'requests';
/** `BENCH_ONLY=analytics`: the analytics overview's figures alone. */
const ANALYTICS_ONLY = process.env.BENCH_ONLY === 'analytics';
/** The two organisations whose analytics overview is compared: a year of daily snapshots, few or many posts. */
const ANALYTICS_VOLUMES = { small: 1_000, large: 100_000 } as const;

/** `BENCH_ONLY=sign-in`: what the sign-in page downloads, alone. */
const SIGN_IN_ONLY = process.env.BENCH_ONLY === 'sign-in';

/** `BENCH_ONLY=start`: the start's figures alone. */
const START_ONLY = process.env.BENCH_ONLY === 'start';
/** Starts on existing data, of which the median is taken. */
const STARTS_ON_EXISTING_DATA = 5;

type Session = Record<string, string | number>;

/** What each figure must reach, by engine (PostgreSQL, PGlite); printed beside the figure. */
const GOALS = {
  menuRatio: { postgres: 0.6, pglite: 0.3 },
  postListRatio: { postgres: 0.25, pglite: 0.1 },
  loadRatio: 0.1,
  loadP99OverMedian: 5,
  signInKiB: 120,
  startExistingDataSeconds: 2,
  startNewDataSeconds: 8,
} as const;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const goalOf = (goal: { postgres: number; pglite: number }) => (onPostgres ? goal.postgres : goal.pglite);
/** "met" or "SHORT" beside a figure and its goal. */
const verdict = (met: boolean) => (met ? 'met' : 'SHORT');

async function main(): Promise<void> {
  // First, while nothing else of the bench runs beside it.
  await measureStart();
  if (START_ONLY) return;
  const database = await prepareDatabase();
  const provider = await startOpenAiCompatibleServer();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roi-bench-'));
  const env = {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    NODE_ENV: 'production',
    AI_BASE_URL: provider.baseUrl,
    AI_RATE_LIMIT_PER_MINUTE: '10000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  try {
    // A first start migrates and seeds; the posts are then written straight into the database.
    const first = await startServer(env, { dataDir });
    if (SIGN_IN_ONLY) {
      try {
        await measureSignInJavaScript(first.baseUrl);
      } finally {
        await first.stop();
      }
      return;
    }
    const admin = await signIn(first.baseUrl);
    const organizations = {
      small: await createOrganization(first.baseUrl, admin, 'Bench 1,000 posts'),
      large: await createOrganization(first.baseUrl, admin, 'Bench 100,000 posts'),
    };
    const million = await createOrganization(first.baseUrl, admin, 'Bench 1,000,000 posts');
    const calendars = {
      few: await createOrganization(first.baseUrl, admin, 'Bench calendar, 10 posts'),
      many: await createOrganization(first.baseUrl, admin, 'Bench calendar, 10,000 posts'),
    };
    const analytics = {
      small: await createOrganization(first.baseUrl, admin, 'Bench analytics, 1,000 posts'),
      large: await createOrganization(first.baseUrl, admin, 'Bench analytics, 100,000 posts'),
    };
    await first.stop();
    if (ANALYTICS_ONLY) {
      await writeAnalytics(database.url, dataDir, analytics, Number(admin.user_id));
      const server = await startServer(env, { dataDir });
      try {
        await benchAnalytics(server.baseUrl, await signIn(server.baseUrl), analytics);
      } finally {
        await server.stop();
      }
      return;
    }
    if (!CALENDAR_ONLY) {
      await fillPosts(database.url, dataDir, organizations, Number(admin.user_id));
      await addTimingAccounts(database.url, dataDir, organizations.small);
    }
    await writeCalendarPosts(database.url, dataDir, calendars, Number(admin.user_id));
    if (!CALENDAR_ONLY && !POST_LIST_ONLY && !REQUESTS_ONLY) await writeAnalytics(database.url, dataDir, analytics, Number(admin.user_id));

    const server = await startServer(env, { dataDir });
    try {
      console.log(`Server: ${server.baseUrl} on ${database.label}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s a round.\n`);
      const session = await signIn(server.baseUrl);
      if (POST_LIST_ONLY) {
        await benchPostList(server.baseUrl, session, organizations);
        return;
      }
      if (CALENDAR_ONLY) {
        await benchCalendar(server.baseUrl, session, calendars);
        return;
      }
      if (REQUESTS_ONLY) {
        await benchMenuAgainstBareRoute(server.baseUrl, session);
        await benchPostList(server.baseUrl, session, organizations);
        await measureLoad(server, session, organizations.small);
        return;
      }
      await benchMenuAgainstBareRoute(server.baseUrl, session);
      await benchPostList(server.baseUrl, session, organizations);
      await benchCalendar(server.baseUrl, session, calendars);
      await benchAnalytics(server.baseUrl, session, analytics);
      await measureFirstTokenRelay(server, provider, session, organizations.large);
      await measureSignInJavaScript(server.baseUrl);
      await measureSignInTiming(server.baseUrl);
      await measureLoad(server, session, organizations.small);
    } finally {
      await server.stop();
    }

    await writePosts(database.url, dataDir, million, Number(admin.user_id), MILLION);
    const loaded = await startServer(env, { dataDir });
    try {
      const session = await signIn(loaded.baseUrl);
      await apiPost(loaded.baseUrl, session, '/api/v1/svc/post/list', { organization_id: million, page: 1, page_size: 20 });
      console.log(`Server resident memory with ${MILLION.toLocaleString('en-US')} more posts stored, after reading their list: ${residentMiB(loaded.pid)} MiB\n`);
    } finally {
      await loaded.stop();
    }
  } finally {
    await provider.close();
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

const root = path.resolve(import.meta.dirname, '..');
/** What `npm start` writes when it builds (scripts/start.mjs): unchanged across the timed starts, none of them built. */
const BUILD_STAMP = path.join(root, 'node_modules', '.cache', 'roi-build-stamp');

/**
 * `npm start` as its user sees it, on the embedded database: from spawning `node scripts/start.mjs`
 * until the sign-in page answers, on a new data directory (the first start ever: migrations, seed, the
 * first admin), then on that same directory again, now existing. A first, untimed start brings the
 * build up to date if the sources changed since, so that no timed start builds.
 */
async function measureStart(): Promise<void> {
  const untimed = await mkdtemp(path.join(os.tmpdir(), 'roi-bench-start-'));
  try {
    await timeStart(untimed);
  } finally {
    await rm(untimed, { recursive: true, force: true });
  }
  const stamp = statSync(BUILD_STAMP).mtimeMs;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roi-bench-start-'));
  try {
    const firstStart = await timeStart(dataDir);
    const starts: number[] = [];
    for (let run = 0; run < STARTS_ON_EXISTING_DATA; run += 1) starts.push(await timeStart(dataDir));
    if (statSync(BUILD_STAMP).mtimeMs !== stamp) throw new Error('npm start built the product during a timed start: the figures include a build');
    const median = [...starts].sort((a, b) => a - b)[Math.floor(starts.length / 2)]!;
    console.log('npm start (node scripts/start.mjs, built, embedded database) until the sign-in page answers:');
    console.log(
      `  first start, new data directory:  ${firstStart.toFixed(2)} s (goal at most ${GOALS.startNewDataSeconds} s: ${verdict(firstStart <= GOALS.startNewDataSeconds)})`,
    );
    console.log(
      `  existing data, median of ${STARTS_ON_EXISTING_DATA}:       ${median.toFixed(2)} s (goal at most ${GOALS.startExistingDataSeconds} s: ${verdict(median <= GOALS.startExistingDataSeconds)}); each ${starts.map((seconds) => seconds.toFixed(2)).join(', ')} s\n`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Seconds from spawning `npm start`'s script until GET /login answers the page; then stops it as an operator would (SIGTERM). */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  let seconds: number;
  try {
    while (!(await answersThePage(`http://127.0.0.1:${port}/login`))) {
      if (server.exitCode !== null) throw new Error(`npm start exited with code ${server.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    seconds = (performance.now() - started) / 1000;
  } finally {
    await stopProcess(server);
  }
  if (server.exitCode !== 0) throw new Error(`npm start did not stop cleanly on SIGTERM (${server.exitCode ?? server.signalCode})`);
  return seconds;
}

/** Whether the address answers 200 with the web client's page; false while nothing listens there. */
async function answersThePage(url: string): Promise<boolean> {
  const response = await fetch(url).catch(() => undefined);
  if (!response) return false;
  const body = await response.text();
  return response.ok && Boolean(response.headers.get('content-type')?.startsWith('text/html')) && body.includes('<html');
}

async function signIn(baseUrl: string): Promise<Session> {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return ((await login.json()) as { data: Session }).data;
}

async function apiPost<T>(baseUrl: string, session: Session, apiPath: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${apiPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function createOrganization(baseUrl: string, session: Session, name: string): Promise<number> {
  const answer = await apiPost<{ data: { id: number } }>(baseUrl, session, '/api/v1/svc/organization/create', {
    organization_name: name,
    org_type_id: 2,
  });
  return answer.data.id;
}

/**
 * Writes each organisation's posts in one statement (what the product would hold after years of
 * use), keeps the totals the list reads, and refreshes the planner's statistics.
 */
async function fillPosts(databaseUrl: string | undefined, dataDir: string, organizations: Record<keyof typeof POST_VOLUMES, number>, authorId: number) {
  for (const [size, organizationId] of Object.entries(organizations) as [keyof typeof POST_VOLUMES, number][]) {
    await writePosts(databaseUrl, dataDir, organizationId, authorId, POST_VOLUMES[size]);
  }
}

/** `volume` posts of one organisation and their kept total, written in one statement each. */
async function writePosts(databaseUrl: string | undefined, dataDir: string, organizationId: number, authorId: number, volume: number) {
  const started = performance.now();
  const database = await openSql(databaseUrl, dataDir);
  try {
    const campaign = await database.query(
      `insert into campaigns (organization_id, name, name_key) values ($1, 'Bench campaign', 'bench campaign') returning id`,
      [organizationId],
    );
    await database.query(
      `insert into posts (organization_id, user_id, campaign_id, goal, industry, region, audience, publish_status,
         content_html, content_text, created_at, updated_at)
       select $1, $2, $3, (array['Attract investment', 'Workforce and talent', 'Announce news'])[1 + g % 3],
         'Technology', 'Midwest', 'Investors', g % 3,
         '<p>Bench post ' || g || ' about sites, talent and investment.</p>',
         'Bench post ' || g || ' about sites, talent and investment.',
         now() - make_interval(mins => g), now() - make_interval(mins => g)
       from generate_series(1, $4::int) as g`,
      [organizationId, authorId, (campaign.rows[0] as { id: number }).id, volume],
    );
    await database.query(
      `insert into organization_post_counts (organization_id, total) values ($1, $2)
       on conflict (organization_id) do update set total = organization_post_counts.total + excluded.total`,
      [organizationId, volume],
    );
    await database.query('analyze');
  } finally {
    await database.close();
  }
  console.log(`Wrote ${volume.toLocaleString('en-US')} posts in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
}

/** Next month, where the calendar bench looks: as the screen asks for a month, its first to its last day. */
function benchMonth(): { from: Date; to: Date } {
  const now = new Date();
  return { from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)), to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)) };
}

/**
 * Each calendar organisation gets the same ten posts scheduled in next month; the larger one also the
 * rest of its volume, posted over the past years, which the month's query must not walk through.
 */
async function writeCalendarPosts(databaseUrl: string | undefined, dataDir: string, organizations: Record<keyof typeof CALENDAR_VOLUMES, number>, authorId: number) {
  const database = await openSql(databaseUrl, dataDir);
  const month = benchMonth();
  try {
    for (const [size, organizationId] of Object.entries(organizations) as [keyof typeof CALENDAR_VOLUMES, number][]) {
      const campaign = await database.query(
        `insert into campaigns (organization_id, name, name_key) values ($1, 'Calendar campaign', 'calendar campaign') returning id`,
        [organizationId],
      );
      await database.query(
        `insert into posts (organization_id, user_id, campaign_id, goal, industry, region, audience, publish_status,
           content_html, content_text, scheduled_at, posted_at)
         select $1, $2, $3, 'Attract investment', 'Technology', 'Midwest', 'Investors', 2,
           '<p>Calendar post ' || g || '</p>', 'Calendar post ' || g,
           case when g <= $5 then $6::timestamptz + make_interval(days => g * 2) end,
           case when g > $5 then now() - make_interval(hours => g * 3) else now() end
         from generate_series(1, $4::int) as g`,
        [organizationId, authorId, (campaign.rows[0] as { id: number }).id, CALENDAR_VOLUMES[size], CALENDAR_POSTS_IN_MONTH, month.from.toISOString()],
      );
    }
    await database.query('analyze');
  } finally {
    await database.close();
  }
}

/**
 * Each analytics organisation gets one LinkedIn page with a year of daily statistics and follower counts,
 * and its posts published over that year with their latest totals: the overview must not walk the posts.
 */
async function writeAnalytics(databaseUrl: string | undefined, dataDir: string, organizations: Record<keyof typeof ANALYTICS_VOLUMES, number>, authorId: number) {
  const started = performance.now();
  const database = await openSql(databaseUrl, dataDir);
  try {
    for (const [size, organizationId] of Object.entries(organizations) as [keyof typeof ANALYTICS_VOLUMES, number][]) {
      const volume = ANALYTICS_VOLUMES[size];
      const campaign = await database.query(
        `insert into campaigns (organization_id, name, name_key) values ($1, 'Analytics campaign', 'analytics campaign') returning id`,
        [organizationId],
      );
      const integration = await database.query(
        `insert into integrations (organization_id, app_name, is_sandbox, member_urn, display_name, access_token_expires_at, connected_by)
         values ($1, 'linkedin', true, $3, 'Bench member', now() + interval '60 days', $2) returning id`,
        [organizationId, authorId, `urn:li:person:bench-${organizationId}`],
      );
      const account = await database.query(
        `insert into integration_accounts (integration_id, organization_id, urn, display_name, account_type, is_selected)
         values ($1, $2, $3, 'Bench page', 'Organization page', true) returning id`,
        [(integration.rows[0] as { id: number }).id, organizationId, `urn:li:organization:bench-${organizationId}`],
      );
      const accountId = (account.rows[0] as { id: number }).id;
      await database.query(
        `insert into analytics_collections (account_id, organization_id, due_at, last_collected_at) values ($1, $2, now() + interval '1 day', now())`,
        [accountId, organizationId],
      );
      await database.query(
        `insert into page_statistics_daily (account_id, organization_id, day, impressions, unique_impressions, clicks, reactions, comments, reposts, engagement)
         select $1, $2, current_date - g, 300 + g % 97, 200 + g % 71, 9 + g % 13, 7 + g % 11, g % 5, g % 3, 0.05
         from generate_series(0, 364) as g`,
        [accountId, organizationId],
      );
      await database.query(
        `insert into follower_counts_daily (account_id, organization_id, day, followers) select $1, $2, current_date - g, 2000 - g from generate_series(0, 364) as g`,
        [accountId, organizationId],
      );
      await database.query(
        `with made as (
           insert into posts (organization_id, user_id, campaign_id, goal, industry, region, audience, publish_status, content_html, content_text, posted_at)
           select $1, $2, $3, 'Attract investment', 'Technology', 'Midwest', 'Investors', 2, '<p>Analytics post ' || g || '</p>', 'Analytics post ' || g,
             now() - make_interval(mins => (g::bigint * 525600 / $4::int)::int)
           from generate_series(1, $4::int) as g returning id, posted_at
         ), published as (
           insert into publications (post_id, organization_id, account_id, state, external_id, published_at)
           select id, $1, $5, 'published', 'urn:li:share:bench-' || id, posted_at from made returning id
         )
         insert into post_statistics (publication_id, organization_id, impressions, unique_impressions, clicks, reactions, comments, reposts, engagement, collected_at)
         select id, $1, 500 + id % 300, 300 + id % 200, 10 + id % 20, 5 + id % 9, id % 4, id % 3, 0.04, now() from published`,
        [organizationId, authorId, (campaign.rows[0] as { id: number }).id, volume, accountId],
      );
    }
    await database.query('analyze');
  } finally {
    await database.close();
  }
  console.log(`Wrote the analytics organisations (a year of daily snapshots each) in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
}

async function benchAnalytics(baseUrl: string, session: Session, organizations: Record<keyof typeof ANALYTICS_VOLUMES, number>) {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const overviewOf = (organizationId: number) => ({
    path: `/api/v1/svc/analytics/overview?from=${day(89)}&to=${day(0)}&organizationId=${organizationId}`,
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  const rates = await measureRates(
    baseUrl,
    { bare: BARE_ROUTE, small: overviewOf(organizations.small), large: overviewOf(organizations.large) },
    ['bare', 'small', 'large', 'large', 'small', 'bare'],
  );
  console.log('Analytics overview (90 days against the 90 before, a year of daily snapshots) against a bare route:');
  console.log(`  bare route:                          ${rates.bare.toFixed(0)} requests/s`);
  console.log(`  organisation with   1,000 posts:     ${rates.small.toFixed(0)} requests/s (ratio ${(rates.small / rates.bare).toFixed(3)})`);
  console.log(`  organisation with 100,000 posts:     ${rates.large.toFixed(0)} requests/s (ratio ${(rates.large / rates.bare).toFixed(3)})`);
  console.log(`  100,000 / 1,000:                     ${(rates.large / rates.small).toFixed(3)}\n`);
}

/** Members of an organisation with a known password, written straight into the stopped server's database. */
async function addTimingAccounts(databaseUrl: string | undefined, dataDir: string, organizationId: number): Promise<void> {
  const database = await openSql(databaseUrl, dataDir);
  try {
    const role = await database.query(`select id from roles where org_type_id = 2 and level = 'member'`);
    const passwordHash = await hashPassword(ADMIN.password);
    for (let index = 0; index < TIMING_ACCOUNTS; index += 1) {
      await database.query(
        `insert into users (organization_id, role_id, email, first_name, last_name, password_hash) values ($1, $2, $3, 'Timing', 'Bench', $4)`,
        [organizationId, (role.rows[0] as { id: number }).id, timingAddress(index), passwordHash],
      );
    }
  } finally {
    await database.close();
  }
}

interface SqlConnection {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** The database the server uses, opened directly: PostgreSQL, or the embedded one while the server is stopped. */
async function openSql(databaseUrl: string | undefined, dataDir: string): Promise<SqlConnection> {
  if (!databaseUrl) {
    const pglite = new PGlite(path.join(dataDir, 'pglite'));
    return { query: (text, params) => pglite.query(text, params), close: () => pglite.close() };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return { query: (text, params) => client.query(text, params), close: () => client.end() };
}

/** Rounds interleaved (a, b, b, a …) so that drift in the machine's load hits every target alike. */
async function measureRates<Name extends string>(
  baseUrl: string,
  targets: Record<Name, Target & { method?: 'GET' | 'POST'; body?: string }>,
  order: Name[],
): Promise<Record<Name, number>> {
  const rates = {} as Record<Name, number[]>;
  for (const name of order) {
    const target = targets[name];
    const result = await autocannon({
      url: `${baseUrl}${target.path}`,
      method: target.method ?? 'GET',
      headers: target.headers,
      body: target.body,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    (rates[name] ??= []).push(result.requests.average);
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return Object.fromEntries(Object.entries<number[]>(rates).map(([name, values]) => [name, mean(values)])) as Record<Name, number>;
}

const BARE_ROUTE: Target = { path: '/api/health/live', headers: {} };

async function benchMenuAgainstBareRoute(baseUrl: string, session: Session): Promise<void> {
  const menuPath =
    `/api/v1/svc/menu/getMenuAccess?orgTypeId=${session.org_type}&roleId=${session.role_id}` +
    `&organizationId=${session.org_id}&langCode=en&userId=${session.user_id}`;
  const rates = await measureRates(
    baseUrl,
    { bare: BARE_ROUTE, menu: { path: menuPath, headers: { authorization: `Bearer ${session.access_token}` } } },
    ['bare', 'menu', 'menu', 'bare'],
  );
  console.log('Authenticated getMenuAccess against a bare route, same process:');
  console.log(`  bare route (GET /api/health/live):  ${rates.bare.toFixed(0)} requests/s`);
  console.log(`  getMenuAccess:                      ${rates.menu.toFixed(0)} requests/s`);
  const ratio = rates.menu / rates.bare;
  const goal = goalOf(GOALS.menuRatio);
  console.log(`  ratio getMenuAccess / bare:         ${ratio.toFixed(3)} (goal at least ${goal}: ${verdict(ratio >= goal)})\n`);
}

/** The first page of 20 of an organisation's posts, at 1,000 and at 100,000 posts. */
async function benchPostList(baseUrl: string, session: Session, organizations: Record<keyof typeof POST_VOLUMES, number>) {
  const listOf = (organizationId: number) => ({
    path: '/api/v1/svc/post/list',
    method: 'POST' as const,
    headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, page_size: 20, organization_id: organizationId }),
  });
  const rates = await measureRates(
    baseUrl,
    { bare: BARE_ROUTE, small: listOf(organizations.small), large: listOf(organizations.large) },
    ['bare', 'small', 'large', 'large', 'small', 'bare'],
  );
  console.log('Authenticated post list, first page of 20, against a bare route:');
  console.log(`  bare route:                          ${rates.bare.toFixed(0)} requests/s`);
  const goal = goalOf(GOALS.postListRatio);
  for (const [label, rate] of [['  1,000', rates.small], ['100,000', rates.large]] as const) {
    const ratio = rate / rates.bare;
    console.log(`  organisation with ${label} posts:     ${rate.toFixed(0)} requests/s (ratio ${ratio.toFixed(3)}, goal at least ${goal}: ${verdict(ratio >= goal)})`);
  }
  console.log(`  100,000 / 1,000:                     ${(rates.large / rates.small).toFixed(3)}\n`);
}

/** One month of the calendar, ten posts in it, for an organisation of 10 posts and one of 10,000. */
async function benchCalendar(baseUrl: string, session: Session, organizations: Record<keyof typeof CALENDAR_VOLUMES, number>) {
  const month = benchMonth();
  const monthOf = (organizationId: number) => ({
    path: `/api/v1/svc/scheduling/calendar?from=${month.from.toISOString()}&to=${month.to.toISOString()}&organizationId=${organizationId}`,
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  const rates = await measureRates(
    baseUrl,
    { bare: BARE_ROUTE, few: monthOf(organizations.few), many: monthOf(organizations.many) },
    ['bare', 'few', 'many', 'many', 'few', 'bare'],
  );
  console.log(`Calendar month (${CALENDAR_POSTS_IN_MONTH} posts in it) against a bare route:`);
  console.log(`  bare route:                          ${rates.bare.toFixed(0)} requests/s`);
  console.log(`  organisation with     10 posts:      ${rates.few.toFixed(0)} requests/s (ratio ${(rates.few / rates.bare).toFixed(3)})`);
  console.log(`  organisation with 10,000 posts:      ${rates.many.toFixed(0)} requests/s (ratio ${(rates.many / rates.bare).toFixed(3)})`);
  console.log(`  10,000 / 10:                         ${(rates.many / rates.few).toFixed(3)}\n`);
}

/**
 * How long the first piece of a streamed answer takes from the provider's socket to the browser's
 * reader through our server: the provider notes when it wrote it, the page when it read it (one
 * machine, one clock).
 */
async function measureFirstTokenRelay(server: RunningServer, provider: OpenAiCompatibleServer, session: Session, organizationId: number) {
  const setup = { goal: 'Attract investment', campaign_name: 'Bench campaign', industry: 'Technology', region: 'Midwest', audience: 'Investors' };
  const started = await apiPost<{ data: { post_id: number } }>(server.baseUrl, session, '/api/v1/svc/post/create', {
    organization_id: organizationId,
    user_id: session.user_id,
    publish_status: 0,
    ...setup,
  });
  const body = JSON.stringify({
    org_id: organizationId,
    user_id: session.user_id,
    goal: setup.goal,
    campaign_name: setup.campaign_name,
    post_id: started.data.post_id,
    platform_name: 'linkedin',
    keyword: { Industry: setup.industry, Region: setup.region, Audience: setup.audience },
    prompt: 'Announce our new data centre campus',
  });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/login`);
    const delays: number[] = [];
    for (let run = 0; run < 30; run += 1) {
      const readAt = await page.evaluate(
        async ({ token, requestBody }) => {
          const response = await fetch('/api/v1/svc/post/generate-stream', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: requestBody,
          });
          const reader = response.body!.getReader();
          await reader.read();
          const at = Date.now();
          while (!(await reader.read()).done);
          return at;
        },
        { token: String(session.access_token), requestBody: body },
      );
      const sentAt = provider.received.at(-1)?.firstPieceAt;
      if (sentAt === undefined) throw new Error('the provider streamed nothing');
      delays.push(readAt - sentAt);
    }
    delays.sort((a, b) => a - b);
    const at = (share: number) => delays[Math.min(delays.length - 1, Math.floor(share * delays.length))]!;
    console.log('First streamed piece, provider socket to browser reader, through the server (30 runs):');
    console.log(`  median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${delays.at(-1)} ms\n`);
  } finally {
    await browser.close();
  }
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
    const gzippedKiB = gzipped / 1024;
    console.log(
      `  ${scripts.length} files, ${(raw / 1024).toFixed(1)} KiB, ${gzippedKiB.toFixed(1)} KiB gzipped (goal at most ${GOALS.signInKiB}: ${verdict(gzippedKiB <= GOALS.signInKiB)})\n`,
    );
  } finally {
    await browser.close();
  }
}

/**
 * Enumeration by timing: a wrong password for a known address against any password for an unknown one,
 * interleaved one by one. Both should cost a password hash, so their medians should match.
 */
async function measureSignInTiming(baseUrl: string): Promise<void> {
  const timeSignIn = async (email: string) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Not!ThePassword1' }),
    });
    await response.arrayBuffer();
    if (response.status !== 401) throw new Error(`sign-in timing: ${email} answered ${response.status}`);
    return performance.now() - started;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < TIMING_ROUNDS; round += 1) {
    known.push(await timeSignIn(timingAddress(round % TIMING_ACCOUNTS)));
    unknown.push(await timeSignIn(`nobody-${round}@bench.example`));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`Sign-in with a wrong password, ${TIMING_ROUNDS} each, interleaved (enumeration by timing):`);
  console.log(`  known address:    median ${median(known).toFixed(1)} ms`);
  console.log(`  unknown address:  median ${median(unknown).toFixed(1)} ms`);
  console.log(`  unknown / known:  ${(median(unknown) / median(known)).toFixed(3)}\n`);
}

/** The resident memory of a process, as the operating system counts it. */
function residentMiB(pid: number): string {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return (kib / 1024).toFixed(0);
}

/**
 * Load: LOAD_CONNECTIONS connections for LOAD_SECONDS, each cycling through authenticated
 * reads (menu, a page of posts, one post) and a write (a draft), no sign-in. autocannon gives up on a
 * request after 10 s: those count as errors (timeouts).
 */
async function measureLoad(server: RunningServer, session: Session, organizationId: number): Promise<void> {
  const headers = { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
  const query = new URLSearchParams({
    orgTypeId: String(session.org_type),
    roleId: String(session.role_id),
    organizationId: String(session.org_id),
    langCode: 'en',
    userId: String(session.user_id),
  });
  const draft = await apiPost<{ data: { post_id: number } }>(server.baseUrl, session, '/api/v1/svc/post/create', draftBody(session, organizationId));
  // The same concurrency against the bare route, just before the load and just after it: the mean is the
  // ratio's denominator, so that drift in the machine's load during the minute hits both sides alike.
  const bareRate = async () =>
    (await autocannon({ url: `${server.baseUrl}${BARE_ROUTE.path}`, connections: LOAD_CONNECTIONS, duration: DURATION_SECONDS })).requests.average;
  const bareBefore = await bareRate();
  const result = await autocannon({
    url: server.baseUrl,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    requests: [
      { method: 'GET', path: `/api/v1/svc/menu/getMenuAccess?${query}`, headers },
      { method: 'POST', path: '/api/v1/svc/post/list', headers, body: JSON.stringify({ organization_id: organizationId, page: 1, page_size: 20 }) },
      { method: 'GET', path: `/api/v1/svc/post/get?postId=${draft.data.post_id}`, headers },
      { method: 'POST', path: '/api/v1/svc/post/create', headers, body: JSON.stringify(draftBody(session, organizationId)) },
    ],
  });
  const bareAfter = await bareRate();
  const bare = (bareBefore + bareAfter) / 2;
  console.log(`Load: ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s, reads and a write in turn (menu, post list, post, new draft):`);
  console.log(
    `  ${result.requests.total} requests, ${result.requests.average.toFixed(0)} requests/s, ${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} not 2xx`,
  );
  console.log(`  latency median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  const loadRatio = result.requests.average / bare;
  const spread = result.latency.p99 / result.latency.p50;
  console.log(
    `  against the bare route at ${LOAD_CONNECTIONS} connections (${bare.toFixed(0)} requests/s, the mean of ${bareBefore.toFixed(0)} before and ${bareAfter.toFixed(0)} after): ratio ${loadRatio.toFixed(3)} (goal at least ${GOALS.loadRatio}: ${verdict(loadRatio >= GOALS.loadRatio)})`,
  );
  console.log(`  p99 / median: ${spread.toFixed(2)} (goal at most ${GOALS.loadP99OverMedian}: ${verdict(spread <= GOALS.loadP99OverMedian)}); errors: ${verdict(result.errors === 0 && result.non2xx === 0)}`);
  console.log(`  server resident memory after the load: ${residentMiB(server.pid)} MiB\n`);
  // Reported, not asserted: the aim is zero errors; the figures say whether it holds.
}

function draftBody(session: Session, organizationId: number) {
  return {
    organization_id: organizationId,
    user_id: session.user_id,
    goal: 'Announce news',
    campaign_name: 'Bench load',
    industry: 'Technology',
    region: 'Midwest',
    audience: 'Investors',
    publish_status: 1,
    post_content: '<p>Written under load.</p>',
  };
}

async function prepareDatabase(): Promise<{ label: string; url: string | undefined; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { label: 'PGlite (embedded)', url: undefined, drop: async () => {} };
  const name = `roi_bench_${process.pid}`;
  const run = async (statement: string) => {
    await withAdminConnection(url, (client) => client.query(statement));
  };
  await run(`create database ${name}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return { label: 'PostgreSQL', url: benchUrl.toString(), drop: () => run(`drop database if exists ${name}`) };
}

await main();

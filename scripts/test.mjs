// `npm test`: every test, in the order that fails fastest. Unit and API tests on PGlite; the API
// tests again on PostgreSQL when TEST_DATABASE_URL is set; then the built product in headless
// Chromium. A step that runs no test counts as a failure, so a crashed runner cannot pass.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
rmSync(path.join(resultsDir, 'reports'), { recursive: true, force: true });
mkdirSync(path.join(resultsDir, 'reports'), { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function vitest(label, args, env = {}) {
  const report = path.join(resultsDir, 'reports', `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`);
  const succeeded = run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  let counts;
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    counts = { passed: summary.numPassedTests, failed: summary.numFailedTests, skipped: summary.numPendingTests + summary.numTodoTests };
  } catch {
    counts = { passed: 0, failed: 0, skipped: 0 };
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (!succeeded || counts.passed === 0) failures.push(`${label}${counts.passed === 0 ? ' (ran no test)' : ''}`);
}

vitest('unit and API tests (PGlite)', ['--project', '@roi/contract', '--project', '@roi/web', '--project', 'server (PGlite)']);

if (process.env.TEST_DATABASE_URL) {
  vitest('API tests (PostgreSQL)', ['--root', 'apps/server'], { TEST_DB: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
}

let chromiumReady = false;
try {
  process.env.CHROMIUM_PATH = ensureChromium();
  chromiumReady = true;
} catch (error) {
  console.error(`\n${error.message}`);
  failures.push('browser tests (Chromium missing)');
}
if (chromiumReady) {
  if (run('build', 'npm', ['run', 'build'])) {
    vitest('browser tests (Chromium)', ['--root', 'e2e']);
  } else {
    failures.push('build');
  }
}

console.log('');
if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length > 0 ? 1 : 0);

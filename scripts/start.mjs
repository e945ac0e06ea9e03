// `npm start`: serves the product, building it first when its sources changed since the last build
// (or nothing was built yet), so that a second start does not wait for a build it does not need.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
/** What the build reads: the workspaces' sources and settings, and the installed versions. */
const BUILD_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'packages/contract', 'apps/server', 'apps/web'];
/** Inside those, what the build does not read: its own output, installed packages and tests. */
const isIgnored = (name) => name === 'node_modules' || name === 'dist' || /\.test\.tsx?$/.test(name);
const BUILD_OUTPUTS = ['packages/contract/dist', 'apps/server/dist/server.js', 'apps/web/dist/index.html'];
const stampFile = path.join(root, 'node_modules', '.cache', 'roi-build-stamp');

function* filesOf(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return;
  const entries = readdirSync(absolute, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (isIgnored(entry.name)) continue;
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) yield* filesOf(child);
    else if (entry.isFile()) yield child;
  }
}

function sourcesFingerprint() {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    const files = input.includes('/') ? [...filesOf(input)] : [input];
    for (const file of files) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex');
}

const fingerprint = sourcesFingerprint();
const isBuilt = BUILD_OUTPUTS.every((output) => existsSync(path.join(root, output)));
const builtFrom = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (!isBuilt || builtFrom !== fingerprint) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, fingerprint);
}

await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);

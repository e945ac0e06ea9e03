/// <reference types="node" />
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's lint configuration, run through ESLint's own API on texts put in the files named.
// Only the zone rules run, without type information, which they do not need.
const root = path.resolve(import.meta.dirname, '../../..');
const ZONE_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ZONE_RULES.has(ruleId),
});

async function zoneMessages(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, filePath) });
  return result!.messages.map((message) => message.message);
}

describe('import zones', () => {
  it('refuses a feature importing another feature, and lets it use itself and what is shared', async () => {
    const file = 'apps/web/src/features/posts/post-requests.ts';
    expect(await zoneMessages(file, "export { signUp } from '../accounts/api/sign-up';\n")).toEqual([
      expect.stringContaining('A feature does not import another feature'),
    ]);
    expect(await zoneMessages(file, "export { signUp } from '../../features/accounts/api/sign-up';\n")).toHaveLength(1);
    const allowed = "export { postKeys } from './api/query-keys';\nexport { getErrorMessage } from '../../lib/api-client';\n";
    expect(await zoneMessages(file, allowed)).toEqual([]);
  });

  it('refuses the contract importing from the apps, or Node built-ins outside its tests', async () => {
    const file = 'packages/contract/src/post-rules.ts';
    expect(await zoneMessages(file, "export { PATHS } from '../../../apps/web/src/lib/paths';\n")).toEqual([
      expect.stringContaining('The contract is shared by the apps and imports nothing from them'),
    ]);
    expect(await zoneMessages(file, "export { readFileSync } from 'node:fs';\nexport { join } from 'path';\n")).toEqual([
      expect.stringContaining('no Node built-ins'),
      expect.stringContaining('no Node built-ins'),
    ]);
    expect(await zoneMessages('packages/contract/src/validation.test.ts', "export { readFileSync } from 'node:fs';\n")).toEqual([]);
  });

  it("refuses the server's lower layers importing its modules", async () => {
    const text = "export { authenticate } from '../modules/auth/auth.service.js';\n";
    for (const file of ['apps/server/src/lib/caller.ts', 'apps/server/src/db/like.ts', 'apps/server/src/plugins/security.ts']) {
      expect(await zoneMessages(file, text), file).toEqual([expect.stringContaining('lower layers')]);
    }
    expect(await zoneMessages('apps/server/src/app.ts', "export { authenticate } from './modules/auth/auth.service.js';\n")).toEqual([]);
  });
});

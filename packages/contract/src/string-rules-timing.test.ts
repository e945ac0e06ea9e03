// This test reads the contract's own folder and times with the high-resolution clock; the contract's
// code itself stays free of Node (its build leaves the tests out).
/// <reference types="node" />
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * No text a client can send may hold the server's event loop: every string rule of the contract —
 * each string field of every exported schema, and every exported predicate (`isX`, `xProblem`) — is
 * timed on inputs shaped to make a backtracking pattern take quadratic or worse time. The yardstick is
 * work the server does on every body anyway, in time proportional to its length: reading the text
 * from JSON. A linear rule stays within a small multiple of it; the email rule's old pattern took a
 * second on 20,000 characters, twenty thousand times the yardstick.
 */

const LENGTH = 20_000;
/** How many times the yardstick a rule may take on any input. */
const ALLOWED_RATIO = 50;

const modules = await Promise.all(
  readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map(async (file) => ({ file, exports: (await import(`./${file}`)) as Record<string, unknown> })),
);

type Rule = { name: string; check: (input: string) => unknown };

function stringSchemasIn(schema: z.ZodType, seen: Set<z.ZodType>): z.ZodType[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (value: unknown) => (value instanceof z.ZodType ? stringSchemasIn(value, seen) : []);
  switch (def.type) {
    case 'string':
      return [schema];
    case 'object':
      return Object.values(def.shape as Record<string, z.ZodType>).flatMap(inner);
    case 'array':
      return inner(def.element);
    case 'union':
      return (def.options as z.ZodType[]).flatMap(inner);
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'record':
      return [...inner(def.keyType), ...inner(def.valueType)];
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap(inner);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    default:
      // optional, nullable, default, readonly, catch, nonoptional: one inner schema.
      return inner(def.innerType);
  }
}

function contractRules(): Rule[] {
  const seen = new Set<z.ZodType>();
  const rules: Rule[] = [];
  for (const { file, exports } of modules) {
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof z.ZodType) {
        stringSchemasIn(value, seen).forEach((schema, index) =>
          rules.push({ name: `${file} ${name} (string ${index + 1})`, check: (input) => schema.safeParse(input) }),
        );
      } else if (typeof value === 'function' && /^is[A-Z]|Problem$/.test(name)) {
        const rule = value as (...inputs: string[]) => unknown;
        rules.push({ name: `${file} ${name}()`, check: (input) => rule(input, input) });
      }
    }
  }
  return rules;
}

/** Runs of the characters that patterns separate on, between the prefixes and endings that make them fail late. */
function adversarialInputs(): string[] {
  const runs = ['a', '.', '@', ' ', '-', '0', ':', '/', '#', 'T', '\t', 'é', 'a.', 'a@', '0-', 'Aa1!'];
  const prefixes = ['', 'a', 'a@', 'http://', '#', '2026-01-01T'];
  const endings = ['', ' x', '!', '@'];
  return runs.flatMap((run) =>
    prefixes.flatMap((prefix) => endings.map((ending) => prefix + run.repeat(LENGTH / run.length) + ending)),
  );
}

/**
 * The fastest of a few runs, each repeated to stand well above the clock's resolution: a pause of the
 * machine's can make one run slow, never all of them.
 */
function fastestTime(check: () => unknown, runs: number, repeats = 1): number {
  let fastest = Infinity;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    for (let repeat = 0; repeat < repeats; repeat++) check();
    fastest = Math.min(fastest, (performance.now() - start) / repeats);
  }
  return fastest;
}

describe('string rules of the contract on adversarial input', () => {
  const rules = contractRules();
  const inputs = adversarialInputs().map((text) => {
    const json = JSON.stringify(text);
    return { text, yardstick: fastestTime(() => JSON.parse(json), 3, 10) };
  });

  it('finds the rules to time', () => {
    const names = rules.map((rule) => rule.name).join('\n');
    expect(names).toContain('isValidEmail()');
    expect(names).toContain('inviteRequestSchema');
    expect(rules.length).toBeGreaterThan(50);
  });

  it.each(rules.map((rule) => [rule.name, rule] as const))('%s takes time in proportion to its input', (_name, rule) => {
    const slow = inputs.filter(({ text, yardstick }) => {
      if (fastestTime(() => rule.check(text), 1) <= yardstick * ALLOWED_RATIO) return false;
      return fastestTime(() => rule.check(text), 3, 10) > yardstick * ALLOWED_RATIO;
    });
    expect(slow.map(({ text }) => `${JSON.stringify(text.slice(0, 12))}… (${text.length} characters)`)).toEqual([]);
  });
});

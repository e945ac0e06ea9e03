import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessGeneration, menus, seedState } from './schema.js';
import { seedDatabase } from './seed.js';
import { TEST_ADMIN } from '../test/test-config.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const generation = async () => (await t.db.select({ value: accessGeneration.value }).from(accessGeneration))[0]!.value;
const dashboardLabel = async () => (await t.db.select({ label: menus.languageName }).from(menus).where(eq(menus.path, '/dashboard')))[0]!.label;

describe('the seed at each start', () => {
  it('writes nothing of the catalogues when they are those it last wrote', async () => {
    await t.db.update(menus).set({ languageName: 'Changed by hand' }).where(eq(menus.path, '/dashboard'));
    const before = await generation();

    await seedDatabase(t.db, { admin: TEST_ADMIN });

    expect(await dashboardLabel()).toBe('Changed by hand');
    expect(await generation()).toBe(before);
  });

  it('writes the catalogues again when they changed since it last wrote them', async () => {
    await t.db.update(seedState).set({ fingerprint: 'an earlier version' });
    const before = await generation();

    await seedDatabase(t.db, { admin: TEST_ADMIN });

    expect(await dashboardLabel()).toBe('Dashboard');
    expect(await generation()).toBeGreaterThan(before);
  });
});

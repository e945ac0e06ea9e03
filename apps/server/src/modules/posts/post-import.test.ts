import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { API_PATHS } from '@roi/contract/api-paths';
import { postEndpoints, postImportEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import { POST_IMPORT_COLUMNS } from '@roi/contract/post-import';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { answerOf, errorOf } from '../../test/answers.js';
import { connectNetwork, POST_SETUP } from '../../test/post-fixtures.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let f: TenantFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
  await connectNetwork(t, f.riversideAdmin);
});
afterAll(() => t.close());

/** A time `days` ahead on the organisation's clock (UTC for a new organisation), as the file gives it. */
function dayAhead(days: number): { date: string; time: string } {
  const [date, time] = utcToZonedLocal(new Date(Date.now() + days * 86_400_000), 'UTC').split('T') as [string, string];
  return { date, time };
}

function row(index: number, overrides: Partial<Record<(typeof POST_IMPORT_COLUMNS)[number], string>> = {}) {
  return {
    text: `Import plan ${index}: our sites are ready.\nSecond line ${index}.`,
    campaign: POST_SETUP.campaign_name,
    goal: POST_SETUP.goal,
    industry: POST_SETUP.industry,
    region: POST_SETUP.region,
    audience: POST_SETUP.audience,
    accounts: '',
    ...dayAhead(1 + (index % 30)),
    ...overrides,
  };
}

function file(rows: Record<string, string>[]): string {
  return Buffer.from(stringify(rows, { header: true, columns: [...POST_IMPORT_COLUMNS] })).toString('base64');
}

function call(endpoint: { path: string }, fileBase64: string) {
  return t.as(f.riversideAdmin, { method: 'POST', url: endpoint.path, payload: { organization_id: f.riverside.id, file_base64: fileBase64 } });
}

async function riversidePostCount(): Promise<number> {
  const response = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postList, payload: { organization_id: f.riverside.id } });
  return answerOf(postEndpoints.postList, response).total_count;
}

describe('importing posts from a CSV file', () => {
  it('previews 200 rows naming the 5 bad ones and why, stores nothing, then imports and schedules the other 195', async () => {
    const BAD: Record<number, Partial<Record<string, string>>> = {
      7: { goal: 'World domination' },
      42: { text: '' },
      99: { ...dayAhead(-2) },
      150: { time: '9 o’clock' },
      188: { accounts: 'Nobody Page' },
    };
    const rows = Array.from({ length: 200 }, (_, index) => row(index, BAD[index]));
    const before = await riversidePostCount();

    const preview = answerOf(postImportEndpoints.postImportPreview, await call(postImportEndpoints.postImportPreview, file(rows)));
    expect(preview.total_count).toBe(200);
    expect(preview.importable_count).toBe(195);
    const troubled = preview.records.filter((record) => record.problems.length > 0);
    expect(troubled.map((record) => [record.line, record.problems])).toEqual([
      [9, ['goal: "World domination" is not in the goal list']],
      [44, ['text: the post has no text']],
      [101, ['date and time: in the past']],
      [152, ['date and time: give both, as YYYY-MM-DD and HH:mm']],
      [190, ['accounts: "Nobody Page" is not an account chosen for publishing']],
    ]);
    expect(preview.records.filter((record) => record.problems.length === 0).every((record) => record.becomes === 'scheduled')).toBe(true);
    expect(await riversidePostCount()).toBe(before);

    const imported = answerOf(postImportEndpoints.postImport, await call(postImportEndpoints.postImport, file(rows)));
    expect(imported.data).toMatchObject({ created: 195, scheduled: 195, drafts: 0, skipped: 5 });
    expect(await riversidePostCount()).toBe(before + 195);
    const one = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.postGet, query: { postId: String(imported.data.post_ids[0]) } });
    const post = answerOf(postEndpoints.postGet, one).data;
    expect(post.scheduled_at).not.toBeNull();
    expect(new Set(post.targets.map((target) => target.state))).toEqual(new Set(['scheduled']));
  });

  it('makes drafts of rows without a date', async () => {
    const imported = answerOf(
      postImportEndpoints.postImport,
      await call(postImportEndpoints.postImport, file([row(1, { date: '', time: '' }), row(2, { date: '', time: '' })])),
    );
    expect(imported.data).toMatchObject({ created: 2, drafts: 2, scheduled: 0 });
  });

  it('exports the filtered posts as CSV that imports back to the same posts, and as JSON with their results', async () => {
    const campaign = `Round trip ${Date.now()}`;
    const original = [
      row(1, { campaign, text: 'First paragraph.\n\nSecond paragraph, "quoted", with a comma.' }),
      row(2, { campaign, date: '', time: '', text: "'+44 is the code we dial, and this line starts with an apostrophe." }),
      // What a spreadsheet would run as a formula, and a line that only looks like one.
      row(3, { campaign, text: '=HYPERLINK("http://example.com/x","Open")\n- and a list' }),
    ];
    answerOf(postImportEndpoints.postImport, await call(postImportEndpoints.postImport, file(original)));
    const exportAs = async (format: 'csv' | 'json') => {
      const response = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postExport, payload: { format, search: '', organization_id: f.riverside.id } });
      return answerOf(postImportEndpoints.postExport, response).data;
    };
    const campaignId = async () => {
      const response = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.postCampaigns, query: { organizationId: String(f.riverside.id) } });
      return answerOf(postEndpoints.postCampaigns, response).records.find((record) => record.name === campaign)!.id;
    };
    const filtered = async (format: 'csv' | 'json') => {
      const response = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postExport, payload: { format, campaign_id: await campaignId() } });
      return answerOf(postImportEndpoints.postExport, response).data;
    };
    const first = await filtered('csv');
    expect(first.count).toBe(3);
    // Opened in a spreadsheet, no cell is a formula: one that would be is written as text.
    const cells = (parse(first.content) as string[][]).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells).toContain('\'=HYPERLINK("http://example.com/x","Open")\n- and a list');
    expect((await exportAs('csv')).count).toBeGreaterThan(3);

    const reimported = answerOf(postImportEndpoints.postImport, await call(postImportEndpoints.postImport, Buffer.from(first.content).toString('base64')));
    expect(reimported.data).toMatchObject({ created: 3, skipped: 0 });
    const twice = (await filtered('json')).content;
    type Exported = { post_id: number; text: string; campaign: string; goal: string; region: string; accounts: string[]; date: string; time: string; status: string };
    const posts = JSON.parse(twice) as Exported[];
    expect(posts).toHaveLength(6);
    const sameness = ({ text, campaign, goal, region, accounts, date, time, status }: Exported) =>
      JSON.stringify({ text, campaign, goal, region, accounts, date, time, status });
    const [again, before] = [posts.filter((post) => reimported.data.post_ids.includes(post.post_id)), posts.filter((post) => !reimported.data.post_ids.includes(post.post_id))];
    expect(again.map(sameness).sort()).toEqual(before.map(sameness).sort());
    expect(before.map((post) => post.status).sort()).toEqual(['draft', 'scheduled', 'scheduled']);
    expect(before.some((post) => post.text === 'First paragraph.\n\nSecond paragraph, "quoted", with a comma.')).toBe(true);
    expect(again.some((post) => post.text === '=HYPERLINK("http://example.com/x","Open")\n- and a list')).toBe(true);
    // An apostrophe before what a spreadsheet would calculate only says "text", as the export writes it.
    expect(again.some((post) => post.text === '+44 is the code we dial, and this line starts with an apostrophe.')).toBe(true);
  });

  it("never exports another organisation's posts", async () => {
    const lakeside = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
    const named = await t.as(lakeside, { method: 'POST', url: API_PATHS.postExport, payload: { format: 'csv', organization_id: f.riverside.id } });
    expect(errorOf(named).status_code).toBe(404);
    const own = await t.as(lakeside, { method: 'POST', url: API_PATHS.postExport, payload: { format: 'json' } });
    expect(answerOf(postImportEndpoints.postExport, own).data.content).not.toContain('Import plan');
  });

  it('refuses, storing nothing, a file that is too large, not UTF-8, not CSV or lacks columns', async () => {
    const before = await riversidePostCount();
    const refusals = await Promise.all(
      [
        Buffer.alloc(1024 * 1024 + 1, 'a').toString('base64'),
        Buffer.from([0x74, 0x65, 0x78, 0x74, 0x0a, 0xff, 0xfe, 0x00]).toString('base64'),
        Buffer.from('text,campaign,goal,industry,region,audience\n"unclosed,a,b,c,d,e\n').toString('base64'),
        Buffer.from('text,campaign\nhello,spring\n').toString('base64'),
        Buffer.from('text,campaign,goal,industry,region,audience\n').toString('base64'),
        'not base64!',
      ].map(async (content) => {
        const answer = errorOf(await call(postImportEndpoints.postImportPreview, content));
        return [answer.status_code, answer.code];
      }),
    );
    expect(refusals).toEqual([
      [413, 'importFileTooLarge'],
      [400, 'importNotUtf8'],
      [400, 'importNotCsv'],
      [400, 'importMissingColumns'],
      [400, 'importEmpty'],
      [400, 'importNotCsv'],
    ]);
    const nothing = errorOf(await call(postImportEndpoints.postImport, file([row(1, { goal: 'Nope' })])));
    expect(nothing.message).toBe(MESSAGES.importNothingToImport);
    expect(await riversidePostCount()).toBe(before);
  });
});

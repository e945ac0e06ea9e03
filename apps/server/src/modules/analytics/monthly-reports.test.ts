import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { analyticsEndpoints } from '@roi/contract/endpoints/analytics';
import { MESSAGES } from '@roi/contract/messages';
import { outbox } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';
import { previousMonth } from './monthly-reports.js';

let t: TestApp;
let f: TenantFixture;
let lakesideAdmin: SessionData;
beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
  lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

function save(session: SessionData, recipients: unknown) {
  return t.as(session, { method: 'POST', url: API_PATHS.analyticsMonthlyReportSave, payload: { recipients } });
}

async function reportsTo(address: string) {
  return t.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.id));
}

describe('the monthly report by email', () => {
  it('keeps who gets it, refusing bad addresses and more than ten people', async () => {
    const saved = await save(f.riversideAdmin, ['Board@Example.org', 'chair@example.org', 'board@example.org']);
    expect(answerOf(analyticsEndpoints.analyticsMonthlyReportSave, saved).data).toMatchObject({
      recipients: ['board@example.org', 'chair@example.org'],
      last_sent_month: null,
      can_edit: true,
    });
    const bad = await save(f.riversideAdmin, ['not an address']);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain(MESSAGES.emailFormat);
    const many = await save(f.riversideAdmin, Array.from({ length: 11 }, (_, index) => `person${index}@example.org`));
    expect(many.statusCode).toBe(400);
    expect(errorOf(many).message).toContain(MESSAGES.monthlyReportTooManyRecipients);
    const read = await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.analyticsMonthlyReport });
    expect(answerOf(analyticsEndpoints.analyticsMonthlyReport, read).data).toMatchObject({ recipients: ['board@example.org', 'chair@example.org'], can_edit: false });
    expect((await save(f.riversideMember, [])).statusCode).toBe(403);
    // Another organisation sees its own (none), never Riverside's.
    const lakeside = await t.as(lakesideAdmin, { method: 'GET', url: API_PATHS.analyticsMonthlyReport });
    expect(answerOf(analyticsEndpoints.analyticsMonthlyReport, lakeside).data.recipients).toEqual([]);
    const foreign = await t.as(lakesideAdmin, { method: 'GET', url: API_PATHS.analyticsMonthlyReport, query: { organizationId: String(f.riverside.id) } });
    expect(foreign.statusCode).toBe(404);
  });

  it('sends each month’s PDF once, to each recipient, when the month has ended', async () => {
    const december = new Date('2026-12-01T00:30:00Z');
    expect(await t.app.monthlyReports.runOnce(december)).toBe(1);
    const [mail] = await reportsTo('board@example.org');
    expect(mail!.subject).toBe('Riverside EDO: LinkedIn report for November 2026');
    expect(mail!.attachments).toEqual([expect.objectContaining({ filename: 'riverside-edo-linkedin-report-2026-11-01-to-2026-11-30.pdf', content_type: 'application/pdf' })]);
    const { text } = await extractText(new Uint8Array(Buffer.from(mail!.attachments[0]!.content_base64, 'base64')), { mergePages: true });
    expect(text).toContain('Riverside EDO');
    expect(text).toContain('LinkedIn results, 2026-11-01 to 2026-11-30');
    expect(await reportsTo('chair@example.org')).toHaveLength(1);

    // Another round, a restart, or a second server: the month is already taken.
    expect(await t.app.monthlyReports.runOnce(new Date('2026-12-15T10:00:00Z'))).toBe(0);
    expect(await reportsTo('board@example.org')).toHaveLength(1);
    expect(await t.app.monthlyReports.runOnce(new Date('2027-01-01T02:00:00Z'))).toBe(1);
    expect((await reportsTo('board@example.org'))[0]!.subject).toBe('Riverside EDO: LinkedIn report for December 2026');
  });

  it('sends last month’s report at once when asked, and says so when nobody is named', async () => {
    const before = (await reportsTo('chair@example.org')).length;
    const sent = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.analyticsMonthlyReportSend, payload: {} });
    expect(answerOf(analyticsEndpoints.analyticsMonthlyReportSend, sent).data).toEqual({ month: previousMonth(new Date()).month, recipients: 2 });
    expect(await reportsTo('chair@example.org')).toHaveLength(before + 1);
    const none = await t.as(lakesideAdmin, { method: 'POST', url: API_PATHS.analyticsMonthlyReportSend, payload: {} });
    expect(none.statusCode).toBe(409);
    expect(errorOf(none).message).toBe(MESSAGES.monthlyReportNoRecipients);
  });
});

describe('the month before', () => {
  it('is the calendar month before, across a year’s end and a leap February', () => {
    expect(previousMonth(new Date('2027-01-01T00:00:00Z'))).toMatchObject({ month: '2026-12', from: '2026-12-01', to: '2026-12-31', name: 'December 2026' });
    expect(previousMonth(new Date('2028-03-31T23:59:59Z'))).toMatchObject({ month: '2028-02', from: '2028-02-01', to: '2028-02-29' });
  });
});

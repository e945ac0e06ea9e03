import { DAY_MS } from '@roi/contract/constants';
import { POST_IMPORT_ACCOUNT_SEPARATOR, type PostImportRow } from '@roi/contract/post-import';
import { CAMPAIGN_NAME_MAX_CHARS, PUBLISH_STATUS, SETUP_CATEGORIES, type SetupCategory } from '@roi/contract/post-rules';
import { postText, postTextProblem } from '@roi/contract/post-text';
import { DEFAULT_TIME_ZONE, SCHEDULE_MAX_DAYS_AHEAD, zonedLocalToUtc } from '@roi/contract/publishing-rules';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertOrganizationInScope, assertPermission, hasPermission } from '../access/access.service.js';
import { findChosenAccounts, findOrganizationSummary } from '../integrations/integrations.repository.js';
import { findActiveValues } from '../reference/reference.repository.js';
import type { PublicationPlan } from '../publishing/publishing.repository.js';
import { postHtmlSanitizer } from './post-html.js';
import { readPostsFile, textToHtml, type ImportedCells } from './post-import.js';
import { insertPosts, type PostFields } from './posts.repository.js';

interface CheckedRow {
  preview: PostImportRow;
  /** What to store, for a row without problems. */
  fields?: Omit<PostFields, 'userId'>;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^\d{2}:\d{2}$/;

/**
 * Every row of the file with what it would become and every problem it has, each naming its column.
 * The checks are the create-post call's: reference values from the lists, the text rules, a schedule in
 * the future within a year on the organisation's clock, and an account to publish to.
 */
async function checkRows(services: Services, caller: Caller, organizationId: number, fileBase64: string): Promise<CheckedRow[]> {
  await assertPermission(services, caller, 'postsCreate');
  await assertOrganizationInScope(services, caller, organizationId);
  const organization = await findOrganizationSummary(services.db, organizationId);
  if (!organization) throw new AppError(404, 'organizationNotFound');
  const rows = readPostsFile(fileBase64);
  const known = await findActiveValues(
    services.db,
    Object.fromEntries(SETUP_CATEGORIES.map((category) => [category, [...new Set(rows.map((row) => row[category]))]])) as Record<SetupCategory, string[]>,
  );
  const accounts = await findChosenAccounts(services.db, organizationId, services.network.isSandbox);
  const mayPublish = await hasPermission(services, caller, 'postsPublish');
  const timeZone = organization.timezone ?? DEFAULT_TIME_ZONE;
  const sanitizePostHtml = await postHtmlSanitizer();
  return rows.map((row) => checkRow(row, { known, accounts, mayPublish, timeZone, organizationId, sanitizePostHtml }));
}

function checkRow(
  row: ImportedCells,
  context: {
    known: Record<SetupCategory, Set<string>>;
    accounts: { id: number; displayName: string }[];
    mayPublish: boolean;
    timeZone: string;
    organizationId: number;
    sanitizePostHtml: (html: string) => string;
  },
): CheckedRow {
  const problems: string[] = [];
  const contentHtml = context.sanitizePostHtml(textToHtml(row.text));
  const contentText = postText(contentHtml);
  if (!contentText.trim()) problems.push('text: the post has no text');
  else {
    const textProblem = postTextProblem(contentText);
    if (textProblem) problems.push(`text: ${textProblem}`);
  }
  if (!row.campaign) problems.push('campaign: no campaign named');
  else if (row.campaign.length > CAMPAIGN_NAME_MAX_CHARS) problems.push(`campaign: longer than ${CAMPAIGN_NAME_MAX_CHARS} characters`);
  for (const category of SETUP_CATEGORIES) {
    if (!row[category]) problems.push(`${category}: empty; choose one of the ${category} list`);
    else if (!context.known[category].has(row[category])) problems.push(`${category}: "${row[category]}" is not in the ${category} list`);
  }
  const named = row.accounts
    .split(POST_IMPORT_ACCOUNT_SEPARATOR)
    .map((name) => name.trim())
    .filter(Boolean);
  const chosen = named.length === 0 ? context.accounts : context.accounts.filter((account) => named.includes(account.displayName));
  for (const name of named) {
    if (!context.accounts.some((account) => account.displayName === name)) problems.push(`accounts: "${name}" is not an account chosen for publishing`);
  }
  let scheduledAt: Date | null = null;
  const scheduleAt = row.date || row.time ? `${row.date}T${row.time}` : null;
  if (scheduleAt) {
    const instant = DATE_PATTERN.test(row.date) && TIME_PATTERN.test(row.time) ? zonedLocalToUtc(scheduleAt, context.timeZone) : null;
    if (!instant) problems.push('date and time: give both, as YYYY-MM-DD and HH:mm');
    else if (instant.getTime() <= Date.now()) problems.push('date and time: in the past');
    else if (instant.getTime() > Date.now() + SCHEDULE_MAX_DAYS_AHEAD * DAY_MS) problems.push('date and time: more than a year ahead');
    else scheduledAt = instant;
    if (context.accounts.length === 0) problems.push('accounts: no LinkedIn account is chosen for publishing; connect one in Settings');
  }
  const becomes = !scheduleAt ? 'draft' : context.mayPublish ? 'scheduled' : 'held';
  const preview: PostImportRow = { line: row.line, text: contentText, campaign: row.campaign, schedule_at: scheduleAt, becomes, problems };
  if (problems.length > 0) return { preview };
  const publication: PublicationPlan | undefined = scheduledAt
    ? { accountIds: chosen.map((account) => account.id), state: becomes === 'held' ? 'held' : 'scheduled', dueAt: scheduledAt, scheduledAt }
    : undefined;
  return {
    preview,
    fields: {
      organizationId: context.organizationId,
      campaignName: row.campaign,
      goal: row.goal,
      industry: row.industry,
      region: row.region,
      audience: row.audience,
      publishStatus: publication ? PUBLISH_STATUS.posted : PUBLISH_STATUS.draft,
      contentHtml,
      contentText,
      platforms: ['linkedin'],
      publication,
      draftStage: null,
      chatGenerationIds: [],
    },
  };
}

export async function previewImport(services: Services, caller: Caller, organizationId: number, fileBase64: string) {
  const rows = await checkRows(services, caller, organizationId, fileBase64);
  return {
    records: rows.map((row) => row.preview),
    total_count: rows.length,
    importable_count: rows.filter((row) => row.fields).length,
  };
}

/** Creates every row without problems in one transaction: all of them, or (on any failure) none. */
export async function importPosts(services: Services, caller: Caller, organizationId: number, fileBase64: string) {
  const rows = await checkRows(services, caller, organizationId, fileBase64);
  const importable = rows.flatMap((row) => (row.fields ? [{ ...row.fields, userId: caller.userId }] : []));
  if (importable.length === 0) throw new AppError(400, 'importNothingToImport');
  const postIds = await insertPosts(services.db, importable);
  services.publisher.notify();
  const scheduled = importable.filter((fields) => fields.publication).length;
  return { created: postIds.length, drafts: importable.length - scheduled, scheduled, skipped: rows.length - importable.length, post_ids: postIds };
}

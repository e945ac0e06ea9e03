import {
  POST_EXPORT_EXTRA_COLUMNS,
  POST_EXPORT_MAX_POSTS,
  POST_IMPORT_ACCOUNT_SEPARATOR,
  POST_IMPORT_COLUMNS,
  type postExportRequestSchema,
} from '@roi/contract/post-import';
import type { PostRecord } from '@roi/contract/posts';
import { PUBLISH_STATUS } from '@roi/contract/post-rules';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import type { z } from 'zod';
import { csvFile } from '../../lib/csv-file.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { findPostTexts } from './posts.repository.js';
import { findPosts } from './posts.service.js';

const PAGE_SIZE = 100;

/** Every post the filters match, read page by page through the list's own query (its scope and filters). */
async function matchingPosts(services: Services, caller: Caller, filters: Omit<z.output<typeof postExportRequestSchema>, 'format'>) {
  const records: PostRecord[] = [];
  for (let page = 1; ; page += 1) {
    const found = await findPosts(services, caller, { ...filters, page, page_size: PAGE_SIZE });
    if (found.total_count > POST_EXPORT_MAX_POSTS) throw new AppError(400, 'exportTooLarge');
    records.push(...found.records);
    if (found.records.length < PAGE_SIZE || records.length >= found.total_count) return records;
  }
}

function statusOf(post: PostRecord): string {
  if (post.publish_status !== PUBLISH_STATUS.posted) return 'draft';
  return post.scheduled_at && post.targets.some((target) => target.state === 'scheduled') ? 'scheduled' : 'posted';
}

/** The schedule as the import takes it: date and time on the organisation's clock. */
function localSchedule(post: PostRecord): { date: string; time: string } {
  if (!post.scheduled_at) return { date: '', time: '' };
  const [date = '', time = ''] = utcToZonedLocal(new Date(post.scheduled_at), post.timezone).split('T');
  return { date, time };
}

/**
 * The filtered posts as a file: CSV whose first columns are the import's (so the file imports back to
 * the same posts), then what each post is and became; or JSON with the same, the results whole.
 */
export async function exportPosts(services: Services, caller: Caller, request: z.output<typeof postExportRequestSchema>) {
  const { format, ...filters } = request;
  const posts = await matchingPosts(services, caller, filters);
  const texts = await findPostTexts(services.db, posts.map((post) => post.post_id));
  const rows = posts.map((post) => {
    const { date, time } = localSchedule(post);
    return {
      post_id: post.post_id,
      organization: post.organization_name,
      status: statusOf(post),
      created_at: post.created_at,
      text: texts.get(post.post_id) ?? '',
      campaign: post.campaign_name,
      goal: post.goal,
      industry: post.industry,
      region: post.region,
      audience: post.audience,
      accounts: post.targets.map((target) => target.display_name),
      date,
      time,
      results: post.targets.map((target) => ({
        account: target.display_name,
        state: target.state,
        url: target.external_url,
        published_at: target.published_at,
        error: target.error,
      })),
    };
  });
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === 'json') {
    return { file_name: `posts-${stamp}.json`, content_type: 'application/json', content: JSON.stringify(rows, null, 2), count: rows.length };
  }
  return csvFile(
    'posts',
    rows.map((row) => ({
      ...row,
      accounts: row.accounts.join(`${POST_IMPORT_ACCOUNT_SEPARATOR} `),
      results: row.results.map((result) => [result.account, result.state, result.url ?? result.error ?? ''].filter(Boolean).join(' ')).join(' | '),
    })),
    [...POST_IMPORT_COLUMNS, ...POST_EXPORT_EXTRA_COLUMNS],
  );
}

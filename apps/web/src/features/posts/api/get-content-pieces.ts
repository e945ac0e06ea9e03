import type { ContentPieceKind } from '@roi/contract/content-hub';
import { contentHubEndpoints } from '@roi/contract/endpoints/content-hub';
import { call } from '../../../lib/call';

/** The post's organisation's templates, hashtag groups or snippets, to insert into the post. */
export async function getInsertablePieces(organizationId: number, kind: ContentPieceKind, signal?: AbortSignal) {
  return (await call(contentHubEndpoints.contentPieceList, { query: { organizationId, kind }, signal })).records;
}

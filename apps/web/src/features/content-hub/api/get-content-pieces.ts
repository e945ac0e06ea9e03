import type { ContentPieceKind } from '@roi/contract/content-hub';
import { contentHubEndpoints } from '@roi/contract/endpoints/content-hub';
import { call } from '../../../lib/call';

/** An organisation's templates, hashtag groups or snippets, by name. */
export async function getContentPieces(organizationId: number, kind: ContentPieceKind, signal?: AbortSignal) {
  return (await call(contentHubEndpoints.contentPieceList, { query: { organizationId, kind }, signal })).records;
}

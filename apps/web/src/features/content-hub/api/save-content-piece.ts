import type { ContentPieceSaveRequest } from '@roi/contract/content-hub';
import { contentHubEndpoints } from '@roi/contract/endpoints/content-hub';
import { call } from '../../../lib/call';

export async function saveContentPiece(request: ContentPieceSaveRequest) {
  return (await call(contentHubEndpoints.contentPieceSave, { body: request })).data;
}

import { contentHubEndpoints } from '@roi/contract/endpoints/content-hub';
import { call } from '../../../lib/call';

export async function deleteContentPiece(id: number) {
  return (await call(contentHubEndpoints.contentPieceDelete, { body: { id } })).data;
}

import { contentHubEndpoints } from '@roi/contract/endpoints/content-hub';
import { call } from '../../../lib/call';

export async function deleteLibraryImage(id: number) {
  return (await call(contentHubEndpoints.libraryDelete, { body: { id } })).data;
}

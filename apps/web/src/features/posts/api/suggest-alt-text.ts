import { assistantEndpoints } from '@roi/contract/endpoints/assistant';
import { call } from '../../../lib/call';

/**
 * The ROI Assistant's description of one of the post's images (POST /post/alt-text/suggest): a stored
 * image by its URL, or one just added by its data URL. Nothing is saved: the author edits it first.
 */
export async function suggestAltText(organizationId: number, postId: number, image: string): Promise<{ altText: string; message: string }> {
  const answer = await call(assistantEndpoints.postAltTextSuggest, { body: { org_id: organizationId, post_id: postId, image } });
  return { altText: answer.data.alt_text, message: answer.message };
}

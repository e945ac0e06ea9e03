import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { call } from '../../../lib/call';

/** The review links sent for a post. */
export async function listReviewLinks(postId: number, signal?: AbortSignal) {
  return (await call(approvalEndpoints.reviewLinks, { query: { postId }, signal })).records;
}

/** Emails an external reviewer of the chain a link to the post. */
export async function sendReviewLink(request: { post_id: number; reviewer_name: string; reviewer_email: string }) {
  return (await call(approvalEndpoints.reviewLinkCreate, { body: request })).data;
}

export async function revokeReviewLink(linkId: number) {
  return (await call(approvalEndpoints.reviewLinkRevoke, { body: { link_id: linkId } })).data;
}

/** What a review link shows, without an account. */
export async function openReviewLink(token: string, signal?: AbortSignal) {
  return (await call(approvalEndpoints.reviewLinkOpen, { body: { token }, signal })).data;
}

export async function decideByReviewLink(request: { token: string; version: number; decision: 'approve' | 'reject'; comment?: string }) {
  return call(approvalEndpoints.reviewLinkDecide, { body: request });
}

import { ApiError } from '../../../lib/api-client';

export interface ListEnvelope<T> {
  error?: unknown;
  status_code?: unknown;
  message?: unknown;
  records?: T[];
  total_count?: unknown;
}

export interface ListPage<T> {
  records: T[];
  totalCount: number;
}

/**
 * A list answer counts only when error is false and status_code is 200; otherwise its message (or
 * `fallback`) is the failure (docs/product/validation.md#server-list-responses).
 */
export function acceptList<T>(response: ListEnvelope<T>, fallback: string): ListPage<T> {
  const isAccepted = response.error === false && response.status_code === 200 && Array.isArray(response.records);
  if (!isAccepted) {
    const message = typeof response.message === 'string' && response.message ? response.message : fallback;
    throw new ApiError(typeof response.status_code === 'number' ? response.status_code : 200, message);
  }
  const records = response.records ?? [];
  const totalCount = typeof response.total_count === 'number' ? response.total_count : records.length;
  return { records, totalCount };
}

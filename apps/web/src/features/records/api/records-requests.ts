import type { z } from 'zod';
import { recordsEndpoints } from '@roi/contract/endpoints/archive';
import type { RecordsSearchRequest, retentionSchema } from '@roi/contract/archive';
import { errorOfResponse, fetchWithSession } from '../../../lib/api-client';
import { call } from '../../../lib/call';

export const recordsKeys = {
  all: ['records'] as const,
  search: (request: RecordsSearchRequest) => [...recordsKeys.all, 'search', request] as const,
  settings: (organizationId: number) => [...recordsKeys.all, 'settings', organizationId] as const,
};

export async function searchRecords(body: RecordsSearchRequest, signal?: AbortSignal) {
  return call(recordsEndpoints.recordsSearch, { body, signal });
}

/** The file name an attachment's Content-Disposition gives. */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'public-records.zip';
}

/** The ZIP of every record the request matches, as the server streams it; a refusal is an ApiError. */
export async function exportRecords(body: RecordsSearchRequest) {
  const endpoint = recordsEndpoints.recordsExport;
  const response = await fetchWithSession(endpoint.path, { method: endpoint.method, body, accept: endpoint.produces });
  if (!response.ok) throw await errorOfResponse(response);
  return { fileName: fileNameOf(response.headers.get('content-disposition')), content: await response.blob() };
}

export async function getRecordsSettings(organizationId: number, signal?: AbortSignal) {
  return (await call(recordsEndpoints.recordsSettings, { query: { organizationId }, signal })).data;
}

export async function saveRetention(body: { organization_id: number; retention: z.input<typeof retentionSchema> }) {
  return (await call(recordsEndpoints.recordsRetentionSave, { body })).data;
}

export async function placeHold(body: { organization_id: number; reason: string; post_id?: number }) {
  return (await call(recordsEndpoints.recordsHoldPlace, { body })).data;
}

export async function liftHold(body: { organization_id: number; hold_id: number }) {
  return (await call(recordsEndpoints.recordsHoldLift, { body })).data;
}

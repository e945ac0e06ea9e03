import { factEndpoints } from '@roi/contract/endpoints/facts';
import type { FactInput } from '@roi/contract/facts';
import { call } from '../../../lib/call';

export const factKeys = {
  all: ['facts'] as const,
  list: (organizationId: number | undefined) => [...factKeys.all, 'list', organizationId ?? 'own'] as const,
};

export async function getFacts(organizationId: number | undefined, signal?: AbortSignal) {
  return (await call(factEndpoints.factList, { query: { organizationId }, signal })).records;
}

export async function createFact(body: FactInput) {
  return (await call(factEndpoints.factCreate, { body })).data;
}

export async function deleteFact(factId: number) {
  await call(factEndpoints.factDelete, { body: { fact_id: factId } });
}

export interface FactFile {
  organization_id?: number;
  file_base64: string;
}

export async function previewFactImport(body: FactFile) {
  return call(factEndpoints.factImportPreview, { body });
}

export async function importFacts(body: FactFile) {
  return (await call(factEndpoints.factImport, { body })).data;
}

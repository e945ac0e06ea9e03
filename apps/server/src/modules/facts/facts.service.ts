import {
  FACT_CATEGORIES,
  FACT_IMPORT_COLUMNS,
  FACT_IMPORT_MAX_BYTES,
  FACT_IMPORT_MAX_ROWS,
  FACT_IMPORT_OPTIONAL_COLUMNS,
  FACTS_MAX,
  FACTS_PER_GENERATION_MAX,
  factInputSchema,
  type CheckedFact,
  type Fact,
  type FactImportRow,
  type FactInput,
  type FactSource,
} from '@roi/contract/facts';
import { chooseFacts, hasGoneStale, type GroundingNeed } from '@roi/contract/fact-grounding';
import { AppError } from '../../lib/app-error.js';
import { isAgencyUser, type Caller } from '../../lib/caller.js';
import { readCsvFile } from '../../lib/csv-file.js';
import type { Services } from '../../services.js';
import { assertOrganizationInScope, assertPermission, foundInScope } from '../access/access.service.js';
import { countFacts, deleteFact, findFact, insertFacts, listFacts, organizationExists, type StoredFact } from './facts.repository.js';

/** Today on the server's clock (UTC), as the facts' dates are written. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function asFact(stored: StoredFact, day = today()): Fact {
  const { organizationId: _organization, ...fact } = stored;
  return { ...fact, is_stale: hasGoneStale(stored, day) };
}

export function asSource(fact: Pick<StoredFact, 'fact_id' | 'statement' | 'value' | 'source' | 'as_of'>): FactSource {
  return { fact_id: fact.fact_id, statement: fact.statement, value: fact.value, source: fact.source, as_of: fact.as_of };
}

/** The organisation a call is about: the one named (agency users; others may name only their own), or theirs. */
async function organizationOf(services: Services, caller: Caller, named: number | undefined): Promise<number> {
  if (named === undefined) return caller.organizationId;
  await assertOrganizationInScope(services, caller, named);
  if (isAgencyUser(caller) && !(await organizationExists(services.db, named))) throw new AppError(404, 'organizationNotFound');
  return named;
}

export async function findFacts(services: Services, caller: Caller, organizationId: number | undefined) {
  await assertPermission(services, caller, 'factsView');
  const records = (await listFacts(services.db, await organizationOf(services, caller, organizationId))).map((fact) => asFact(fact));
  return { records, total_count: records.length };
}

export async function addFact(services: Services, caller: Caller, input: CheckedFact & { organization_id?: number }) {
  await assertPermission(services, caller, 'factsManage');
  const organizationId = await organizationOf(services, caller, input.organization_id);
  await assertRoom(services, organizationId, 1);
  const [stored] = await insertFacts(services.db, organizationId, caller.userId, [input]);
  return asFact(stored!);
}

export async function removeFact(services: Services, caller: Caller, factId: number) {
  await assertPermission(services, caller, 'factsManage');
  const fact = await foundInScope(services, caller, await findFact(services.db, factId), (found) => found.organizationId, 'factNotFound');
  await deleteFact(services.db, fact.fact_id, fact.organizationId);
  return { fact_id: fact.fact_id };
}

/** The texts of the organisation's current facts: what the editor checks a post's figures against. */
export async function findFactFigures(services: Services, caller: Caller, organizationId: number | undefined) {
  await assertPermission(services, caller, 'postsCreate');
  const day = today();
  const current = (await listFacts(services.db, await organizationOf(services, caller, organizationId))).filter((fact) => !hasGoneStale(fact, day));
  return { facts: current.map((fact) => `${fact.value} ${fact.statement}`.trim()) };
}

async function assertRoom(services: Services, organizationId: number, adding: number): Promise<void> {
  if ((await countFacts(services.db, organizationId)) + adding > FACTS_MAX) throw new AppError(409, 'factsFull');
}

interface CheckedRow {
  row: FactImportRow;
  fact: CheckedFact | null;
}

/** Every row of a file of facts with its problems, each naming its column, as the form would name them. */
function checkFile(fileBase64: string): CheckedRow[] {
  const rows = readCsvFile(fileBase64, {
    columns: FACT_IMPORT_COLUMNS,
    optional: FACT_IMPORT_OPTIONAL_COLUMNS,
    maxBytes: FACT_IMPORT_MAX_BYTES,
    maxRows: FACT_IMPORT_MAX_ROWS,
    messages: { tooLarge: 'factImportFileTooLarge', tooManyRows: 'factImportTooManyRows', empty: 'factImportEmpty' },
  });
  return rows.map(({ line, ...cells }) => {
    const input: FactInput = {
      statement: cells.statement,
      value: cells.value,
      source: cells.source,
      as_of: cells.as_of,
      stale_after: cells.stale_after || null,
      ...(cells.category ? { category: categoryOf(cells.category) } : {}),
    };
    const parsed = factInputSchema.safeParse(input);
    const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'row')}: ${issue.message}`);
    return { row: { line, ...cells, problems }, fact: parsed.success ? parsed.data : null };
  });
}

/** A category as a spreadsheet may spell it ("workforce", "SITES"); unknown ones stay as written, to be refused. */
function categoryOf(cell: string): FactInput['category'] {
  const known = FACT_CATEGORIES.find((category) => category.toLowerCase() === cell.toLowerCase());
  return (known ?? cell) as FactInput['category'];
}

export async function previewFactImport(services: Services, caller: Caller, request: { organization_id?: number; file_base64: string }) {
  await assertPermission(services, caller, 'factsManage');
  await organizationOf(services, caller, request.organization_id);
  const records = checkFile(request.file_base64).map(({ row }) => row);
  return { records, total_count: records.length, problem_count: records.filter((row) => row.problems.length > 0).length };
}

/** Stores every row of the file, or none: a library half-imported would be worse than one not imported. */
export async function importFacts(services: Services, caller: Caller, request: { organization_id?: number; file_base64: string }) {
  await assertPermission(services, caller, 'factsManage');
  const organizationId = await organizationOf(services, caller, request.organization_id);
  const checked = checkFile(request.file_base64);
  const problems = checked.filter(({ fact }) => fact === null).map(({ row }) => ({ line: row.line, problems: row.problems }));
  if (problems.length > 0) throw new AppError(422, 'factImportHasProblems', { details: { rows: problems } });
  await assertRoom(services, organizationId, checked.length);
  const stored = await insertFacts(services.db, organizationId, caller.userId, checked.map(({ fact }) => fact!));
  return { created: stored.length };
}

/**
 * The facts a writer is given for a request of the organisation: its own only, current, relevant to the
 * post's setup and the author's words, at most FACTS_PER_GENERATION_MAX.
 */
export async function factsForGeneration(services: Services, organizationId: number, need: GroundingNeed): Promise<StoredFact[]> {
  return chooseFacts(await listFacts(services.db, organizationId), need, today(), FACTS_PER_GENERATION_MAX);
}

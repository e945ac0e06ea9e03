import { createHash } from 'node:crypto';

/** The previous hash of an organisation's first record. */
export const GENESIS_HASH = '0'.repeat(64);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function canonical(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    const sorted: Record<string, Json> = {};
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== undefined) sorted[key] = canonical(item);
    }
    return sorted;
  }
  if (typeof value === 'bigint') return Number(value);
  return value as Json;
}

/**
 * JSON with every object's keys sorted and dates as ISO text: the same value always gives the same
 * text, so its hash can be taken again years later from what is stored.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

export interface ChainedFields {
  organizationId: number;
  seq: number;
  postId: number | null;
  kind: string;
  contentType: string;
  actorUserId: number | null;
  recordedAt: Date;
  /** The canonical JSON text as stored. */
  payload: string;
}

/** sha256 of the previous hash, the record's metadata and its payload: what the check recomputes. */
export function chainHash(previousHash: string, record: ChainedFields): string {
  const { beforeSeq, afterSeq } = hashedTextAroundSeq(record);
  return createHash('sha256').update(`${previousHash}${beforeSeq}${record.seq}${afterSeq}`).digest('hex');
}

/**
 * The text a record's hash is taken of, but for the previous hash in front and its place in the chain
 * (`seq`), between the two parts: a writer hands both parts to the database, which takes the hash as the
 * transaction commits, when it has locked the chain's head and knows the record's place (`recordArchive`).
 * `seq` is the last key of the sorted metadata, so only a number stands between them.
 */
export function hashedTextAroundSeq(record: Omit<ChainedFields, 'seq'>): { beforeSeq: string; afterSeq: string } {
  const metadata = canonicalJson({
    organization_id: record.organizationId,
    seq: 0,
    post_id: record.postId,
    kind: record.kind,
    content_type: record.contentType,
    actor_user_id: record.actorUserId,
    recorded_at: record.recordedAt,
  });
  const seqAtEnd = '"seq":0}';
  if (!metadata.endsWith(seqAtEnd)) throw new Error('the chained metadata must end with its seq');
  return { beforeSeq: `\n${metadata.slice(0, -seqAtEnd.length)}"seq":`, afterSeq: `}\n${record.payload}` };
}

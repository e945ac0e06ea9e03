import type { ArchiveCheck, ChainBreak } from './archive.repository.js';

const REASONS: Record<ChainBreak['reason'], string> = {
  altered: 'its content no longer matches its hash (changed after it was written)',
  link: 'it does not name the record before it (a record was changed, removed or inserted before it)',
  missing: 'it is gone, and the retention job did not remove it',
  head: 'the chain ends before its recorded last record',
};

/** What the check found, as a person reads it. */
export function describeArchiveCheck(result: ArchiveCheck): string {
  const lines = [`Checked ${result.records} records in ${result.organizations} organisations' archives.`];
  if (result.breaks.length === 0) lines.push('Every chain is intact.');
  for (const broken of result.breaks) {
    lines.push(`Organisation ${broken.organizationId}: record ${broken.seq} is broken: ${REASONS[broken.reason]}.`);
  }
  return lines.join('\n');
}

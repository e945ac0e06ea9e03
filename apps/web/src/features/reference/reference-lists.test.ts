import { describe, expect, it } from 'vitest';
import type { ReferenceRecord } from '@roi/contract/posts';
import {
  categoryFromParam,
  entriesSummary,
  LABEL_MESSAGES,
  labelProblem,
  parseSortOrder,
  REFERENCE_LIST_NAMES,
  sortEntries,
} from './reference-lists';

function entry(id: number, label: string, sort_order: number, active = true): ReferenceRecord {
  return { id, category: 'industry', value: label, label, sort_order, active };
}

const ENTRIES = [entry(1, 'Energy', 1), entry(2, 'Tourism', 0), entry(3, 'Life sciences', 2, false)];

describe('the lists', () => {
  it('names every category readably', () => {
    expect(REFERENCE_LIST_NAMES.timezone).toBe('Time zone');
    expect(Object.keys(REFERENCE_LIST_NAMES)).toEqual(['goal', 'industry', 'region', 'audience', 'country', 'timezone']);
  });

  it('opens the list the address names, else the goals', () => {
    expect(categoryFromParam('region')).toBe('region');
    expect(categoryFromParam('colour')).toBe('goal');
    expect(categoryFromParam(null)).toBe('goal');
  });

  it('orders entries by their order, then by label', () => {
    const sorted = sortEntries([...ENTRIES, entry(4, 'Aerospace', 1)]);
    expect(sorted.map((item) => item.label)).toEqual(['Tourism', 'Aerospace', 'Energy', 'Life sciences']);
  });
});

describe('labels', () => {
  it('asks for a label', () => {
    expect(labelProblem('   ', ENTRIES)).toBe(LABEL_MESSAGES.required);
  });

  it('refuses a label over 200 characters', () => {
    expect(labelProblem('x'.repeat(201), ENTRIES)).toBe(LABEL_MESSAGES.tooLong);
    expect(labelProblem('x'.repeat(200), ENTRIES)).toBeNull();
  });

  it('refuses the label of another entry, whatever its case and spacing, retired ones included', () => {
    expect(labelProblem(' energy ', ENTRIES)).toBe(LABEL_MESSAGES.taken);
    expect(labelProblem('Life   Sciences', ENTRIES)).toBe(LABEL_MESSAGES.taken);
  });

  it('lets an entry keep its own label or change its case', () => {
    expect(labelProblem('ENERGY', ENTRIES, 1)).toBeNull();
  });

  it('accepts a new label', () => {
    expect(labelProblem('Semiconductors', ENTRIES)).toBeNull();
  });
});

describe('order and summary', () => {
  it('reads a whole order from 0 to 10000', () => {
    expect(parseSortOrder('0')).toBe(0);
    expect(parseSortOrder(' 12 ')).toBe(12);
    expect(parseSortOrder('10000')).toBe(10_000);
    expect(parseSortOrder('10001')).toBeNull();
    expect(parseSortOrder('-1')).toBeNull();
    expect(parseSortOrder('1.5')).toBeNull();
    expect(parseSortOrder('')).toBeNull();
  });

  it('counts the entries and the retired ones', () => {
    expect(entriesSummary(ENTRIES)).toBe('3 entries · 1 retired');
    expect(entriesSummary([entry(1, 'One', 0)])).toBe('1 entry');
    expect(entriesSummary([])).toBe('0 entries');
  });
});

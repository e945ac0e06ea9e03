import { describe, expect, it } from 'vitest';
import { clampPageIndex, compactFilters, pageCount, toServerPage } from './paging';

describe('paging', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(101, 50)).toBe(3);
  });

  it('brings a page past the end back to the last one', () => {
    expect(clampPageIndex(4, 25, 10)).toBe(2);
    expect(clampPageIndex(3, 0, 10)).toBe(0);
    expect(clampPageIndex(-1, 25, 10)).toBe(0);
    expect(clampPageIndex(1, 25, 10)).toBe(1);
  });

  it('turns the table page into the server page', () => {
    expect(toServerPage(0)).toBe(1);
    expect(toServerPage(4)).toBe(5);
  });

  it('leaves empty filters out and trims text', () => {
    expect(compactFilters({ search: '  ada ', status: '', role_id: undefined, organization_id: 4 })).toEqual({
      search: 'ada',
      organization_id: 4,
    });
    expect(compactFilters({ search: '   ' })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { chooseFacts, figuresIn, factsUsedLine, readCitations, unsupportedFigures, type SelectableFact } from './fact-grounding.js';

const texts = (figures: { text: string }[]) => figures.map((figure) => figure.text);

describe('the figures of a text', () => {
  it('finds numbers, percentages and money, as written', () => {
    expect(texts(figuresIn('We added 1,200 jobs, 12% growth, $5 million and €3.5bn; 40 percent more.'))).toEqual([
      '1,200',
      '12%',
      '$5 million',
      '€3.5bn',
      '40 percent',
    ]);
  });

  it('leaves out years, times, dates, ordinals, hashtags, handles and links', () => {
    expect(texts(figuresIn('In 2026, at 10:30 on 2026-11-24 (11/24), our 1st #Top10 @team3 https://x.test/42 site.'))).toEqual([]);
  });

  it('counts a year-like number as a figure when it is written as one', () => {
    expect(texts(figuresIn('2,026 jobs, $2026 and 2026%'))).toEqual(['2,026', '$2026', '2026%']);
  });
});

describe('figures no fact supports', () => {
  const facts = ['Our region has 1,200 trained machinists.', '$5 million fund', '12% growth since 2019'];

  it('matches a figure written another way: 1200, 1.2k, 5,000,000', () => {
    expect(unsupportedFigures('1200 machinists, 1.2k of them, a 5,000,000 fund, 12 percent growth', facts)).toEqual([]);
  });

  it('flags a made-up figure once, as first written', () => {
    const flagged = unsupportedFigures('We created 4,500 jobs; yes, 4500 jobs, and 1,200 machinists.', facts);
    expect(flagged.map(({ text, index }) => [text, index])).toEqual([['4,500', 11]]);
  });

  it('flags every figure when the organisation has no facts', () => {
    expect(texts(unsupportedFigures('A 200-acre site with 3 rail spurs', []))).toEqual(['200', '3']);
  });
});

describe('choosing facts for a request', () => {
  const fact = (fact_id: number, statement: string, extra: Partial<SelectableFact> = {}): SelectableFact => ({
    fact_id,
    statement,
    value: '',
    category: 'Other',
    as_of: '2026-01-01',
    stale_after: null,
    ...extra,
  });
  const library = [
    fact(1, 'The harbour festival drew 30,000 visitors.'),
    fact(2, 'Our region has 1,200 trained machinists.', { category: 'Workforce' }),
    fact(3, 'Manufacturing plants get a 40% tax abatement.', { as_of: '2026-06-01' }),
    fact(4, 'Manufacturing employs 9,000 machinists.', { stale_after: '2021-01-01' }),
    fact(5, 'Manufacturing exports doubled.', { as_of: '2025-01-01' }),
  ];
  const need = { setup: ['Advanced manufacturing', 'Southeast'], words: 'Tell people about our trained machinists' };

  it('takes current facts sharing words with the request: the author’s words first, then the setup, then the newest', () => {
    expect(chooseFacts(library, need, '2026-11-24', 8).map((chosen) => chosen.fact_id)).toEqual([2, 3, 5]);
  });

  it('is capped', () => {
    expect(chooseFacts(library, need, '2026-11-24', 2).map((chosen) => chosen.fact_id)).toEqual([2, 3]);
  });

  it('gives none when nothing is related', () => {
    expect(chooseFacts(library, { setup: ['Tourism'], words: 'Happy holidays' }, '2026-11-24', 8)).toEqual([]);
  });
});

describe('citations', () => {
  it('reads the ids of the last "Facts used" line among those sent, and takes the line out', () => {
    const answer = `Our post.\n\n#Jobs\n\n${factsUsedLine([3, 9, 4])}`;
    expect(readCitations(answer, [3, 4])).toEqual({ text: 'Our post.\n\n#Jobs', factIds: [3, 4] });
  });

  it('reads "none", and an answer without the line, as no facts used', () => {
    expect(readCitations(`Text\n${factsUsedLine([])}`, [1])).toEqual({ text: 'Text', factIds: [] });
    expect(readCitations('Text', [1])).toEqual({ text: 'Text', factIds: [] });
  });
});

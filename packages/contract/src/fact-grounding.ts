/**
 * How drafts are grounded in the organisation's facts (docs/product/facts.md#grounded-drafts): which facts
 * go with a request to the assistant, how a writer names the facts it used, and which figures of a text
 * no fact supports. Pure functions: the server and the editor run the same rules.
 */

/** A figure found in a text: its words as written, where it starts, and the number it stands for. */
export interface Figure {
  text: string;
  index: number;
  value: number;
}

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/**
 * A number as a post writes it: an optional currency sign, digits (thousands with commas or not), an
 * optional decimal part, and an optional scale or percent. It must stand alone: not part of a word
 * ("1st", "B2B"), a hashtag, a handle, a link, a time ("10:30") or a date ("2026-11-24", "11/24").
 */
const FIGURE_PATTERN =
  /(?<![\p{L}\p{N}_#@/.:,-])([$€£]\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(%|percent\b|per cent\b|k\b|thousand\b|million\b|bn\b|billion\b|m\b|b\b))?(?![\p{L}\p{N}]|[/:]\d|[.,]\d)/giu;

/**
 * The figures of a text. A four-digit whole number from 1900 to 2099 written without a currency sign,
 * comma, decimals, scale or percent is a year — a date, not a claim — and is left out: "in 2026" is not
 * flagged, "2,026 jobs" and "$2026" are.
 */
export function figuresIn(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(FIGURE_PATTERN)) {
    const [whole, currency, digits = '', decimals, suffix] = match;
    const isYear = !currency && !decimals && !suffix && /^(19|20)\d\d$/.test(digits);
    if (isYear) continue;
    const base = Number(`${digits.replace(/,/g, '')}${decimals ?? ''}`);
    const multiplier = suffix ? (MULTIPLIERS[suffix.toLowerCase()] ?? 1) : 1;
    figures.push({ text: whole.trim(), index: match.index, value: roundedValue(base * multiplier) });
  }
  return figures;
}

/** Twelve significant digits: 1.2 × 1000 and 1200 are the same figure. */
function roundedValue(value: number): number {
  return Number(value.toPrecision(12));
}

/**
 * The figures of `text` that match no figure of the facts given (their values and statements): what the
 * author must check before posting. Figures are compared by the number they stand for, so 1,200, 1200
 * and 1.2k match, as do "$5 million" and 5,000,000; a percent matches the same number written without
 * its sign. Each unsupported figure is listed once, as first written.
 */
export function unsupportedFigures(text: string, factTexts: readonly string[]): Figure[] {
  const supported = new Set(factTexts.flatMap((fact) => figuresIn(fact).map((figure) => figure.value)));
  const seen = new Set<number>();
  return figuresIn(text).filter((figure) => {
    if (supported.has(figure.value) || seen.has(figure.value)) return false;
    seen.add(figure.value);
    return true;
  });
}

/** What a fact is chosen by: its words, its category, and the day it goes stale. */
export interface SelectableFact {
  fact_id: number;
  statement: string;
  value: string;
  category: string;
  as_of: string;
  stale_after: string | null;
}

/** What a request is about: the post's setup (industry, region, campaign, goal) and the author's words. */
export interface GroundingNeed {
  setup: readonly string[];
  words: string;
}

const STOP_WORDS = new Set(
  'the and for with our your their this that from into about over more than have has are was were will can all new its who what when where which how post posts write draft linkedin'.split(' '),
);

function wordsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((word) => !STOP_WORDS.has(word)));
}

/** True when the fact has gone stale by `today` ('YYYY-MM-DD'). */
export function hasGoneStale(fact: Pick<SelectableFact, 'stale_after'>, today: string): boolean {
  return fact.stale_after !== null && fact.stale_after <= today;
}

/**
 * The facts to give a writer: current ones (not stale by `today`) that share a word with the request —
 * the author's words count twice, the post's setup once — most shared words first, then the most
 * recent, at most `cap`. A fact sharing no word is not sent: a writer given unrelated facts weaves them in.
 */
export function chooseFacts<F extends SelectableFact>(facts: readonly F[], need: GroundingNeed, today: string, cap: number): F[] {
  const asked = wordsOf(need.words);
  const setup = wordsOf(need.setup.join(' '));
  return facts
    .filter((fact) => !hasGoneStale(fact, today))
    .map((fact) => {
      const words = wordsOf(`${fact.statement} ${fact.value} ${fact.category}`);
      let score = 0;
      for (const word of words) score += (asked.has(word) ? 2 : 0) + (setup.has(word) ? 1 : 0);
      return { fact, score };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.fact.as_of.localeCompare(a.fact.as_of) || a.fact.fact_id - b.fact.fact_id)
    .slice(0, cap)
    .map(({ fact }) => fact);
}

/** How a writer names the facts it used: the answer's last line, e.g. "Facts used: F12, F15" or "Facts used: none". */
export const FACTS_USED_LABEL = 'Facts used:';

export function factsUsedLine(factIds: readonly number[]): string {
  return `${FACTS_USED_LABEL} ${factIds.length === 0 ? 'none' : factIds.map((id) => `F${id}`).join(', ')}`;
}

/**
 * The answer without its "Facts used" line, and the ids that line names among those sent (a writer
 * cannot cite a fact it was not given: ids it makes up are dropped). No line: no facts cited.
 */
export function readCitations(answer: string, sentIds: readonly number[]): { text: string; factIds: number[] } {
  const lines = answer.trimEnd().split('\n');
  const index = lines.findLastIndex((line) => line.trim().toLowerCase().startsWith(FACTS_USED_LABEL.toLowerCase()));
  if (index === -1) return { text: answer.trim(), factIds: [] };
  const sent = new Set(sentIds);
  const cited = [...(lines[index]!.match(/\bF(\d+)\b/gi) ?? [])].map((token) => Number(token.slice(1)));
  const factIds = [...new Set(cited)].filter((id) => sent.has(id));
  const text = [...lines.slice(0, index), ...lines.slice(index + 1)].join('\n').trim();
  return { text, factIds };
}

/** Grounding: the organisation's facts in the built-in writer's text, and the line naming those it used. */
import { factsUsedLine } from '@roi/contract/fact-grounding';
import type { GroundingFact, WriterTask } from '../writer.js';
import { parsePost, renderWithinLimit } from './post.js';

/** A draft or an expansion states at most this many facts: a post is not a fact sheet. */
const FACTS_STATED_MAX = 2;

function asSentence(statement: string): string {
  const trimmed = statement.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The text with the facts it states: a draft or an expansion gains a paragraph of the most relevant facts
 * (given first) that it does not already state, before its call to action; then every task's text ends
 * with the line naming the facts the text holds — their statement, or their figure, as given.
 */
export function groundText(task: WriterTask, text: string): string {
  if (task.facts.length === 0 || task.kind === 'preview') return text;
  let grounded = text;
  if (task.kind === 'draft' || task.kind === 'expand') {
    const adding = task.facts.filter((fact) => !statesFact(text, fact)).slice(0, FACTS_STATED_MAX);
    if (adding.length > 0) {
      const post = parsePost(text);
      const paragraph = `The facts behind it: ${adding.map((fact) => asSentence(fact.statement)).join(' ')}`;
      post.paragraphs.splice(Math.max(1, post.paragraphs.length - 1), 0, paragraph);
      grounded = renderWithinLimit(post);
    }
  }
  const used = task.facts.filter((fact) => statesFact(grounded, fact)).map((fact) => fact.fact_id);
  return `${grounded}\n\n${factsUsedLine(used)}`;
}

function statesFact(text: string, fact: GroundingFact): boolean {
  const statement = fact.statement.trim().replace(/[.!?]$/, '');
  return text.includes(statement) || (fact.value.trim() !== '' && text.includes(fact.value.trim()));
}

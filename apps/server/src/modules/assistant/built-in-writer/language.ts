/**
 * What the built-in writer needs to know about English, asked of compromise (a rule-based tagger with
 * an English lexicon, deterministic and offline): a verb's forms, whether words state something or
 * begin with a command or an infinitive, how a verb agrees with a name, and what a contraction stands
 * for. Everything else the writer does with words is its own, in the files that use these.
 */
import { createRequire } from 'node:module';
import type compromise from 'compromise';

let loaded: typeof compromise | undefined;

/**
 * compromise builds its lexicon when it loads, which takes a moment: it is loaded when the writer
 * first needs it, so that starting the server (or a test that never writes) does not wait for it.
 */
function nlp(text: string): ReturnType<typeof compromise> {
  loaded ??= createRequire(import.meta.url)('compromise') as typeof compromise;
  return loaded(text);
}

interface VerbForms {
  infinitive: string;
  /** "inviting" */
  gerund: string;
  /** "invites", "is", "has" */
  thirdPerson: string;
  past: string;
}

/** The forms of a verb given in any of them ("announcing" → announce, announces, …), or nothing for a word that is no verb. */
export function verbFormsOf(word: string): VerbForms | undefined {
  const doc = nlp(word.toLowerCase());
  doc.tag('Verb');
  const [forms] = doc.verbs().conjugate() as Partial<Record<string, string>>[];
  if (!forms?.Infinitive || !forms.Gerund || !forms.PresentTense || !forms.PastTense) return undefined;
  return { infinitive: forms.Infinitive, gerund: forms.Gerund, thirdPerson: forms.PresentTense, past: forms.PastTense };
}

/**
 * Whether the words state something ("Acme Foods is opening a plant", "Unemployment fell to 3.1%") rather
 * than name it ("the training centre opening in September", "40 nurses graduating this month"): compromise
 * finds a subject, and some word after it is a finite verb — a form of "be", a modal, a past tense or a
 * present tense in -s. A relative clause ("the report, which finds …") and a participle after a comma
 * ("the site, zoned for …") belong to a name, so they are not read.
 */
export function isClause(text: string): boolean {
  const mainPart = text.split(/,?\s+(?:which|who|whose|where)\b/u)[0] ?? text;
  const doc = nlp(mainPart);
  const [parse] = doc.sentences().json() as { sentence?: { subject?: string } }[];
  if (!parse?.sentence?.subject) return false;
  const terms = doc.terms().json() as { terms: { tags: string[]; pre: string; post: string }[] }[];
  return terms.some(({ terms: [term] }, index) => {
    const tags = new Set(term?.tags);
    if (index === 0 || !tags.has('Verb') || terms[index - 1]?.terms[0]?.post.includes(',')) return false;
    if (tags.has('Copula') || tags.has('Modal') || tags.has('PastTense')) return true;
    return tags.has('PresentTense') && !tags.has('Infinitive') && !tags.has('Gerund');
  });
}

/** "Host a webinar …": compromise reads the first word as a command in its sentence ("Open day at …" is not one). */
export function startsWithImperative(text: string): boolean {
  return nlp(text).terms().first().has('#Imperative');
}

/** "to pitch at Demo Day" is a verb's infinitive, "to the festival" a place to go: compromise tags the first "to" a conjunction. */
export function startsWithVerb(text: string): boolean {
  return nlp(`to ${text}`).terms().first().has('#Conjunction');
}

/**
 * A verb as it follows a name where it followed "we": "are" → "is", "offer" → "offers", "were" → "was";
 * a modal or a past tense stays ("will", "won"). Nothing for a word that is no verb there ("often").
 */
export function afterAName(word: string): string | undefined {
  const term = nlp(`we ${word}`).terms().eq(1);
  if (!term.has('#Verb')) return undefined;
  if (term.has('#Modal') || (term.has('#PastTense') && word !== 'were')) return word;
  return word === 'were' ? 'was' : verbFormsOf(word)?.thirdPerson;
}

/** Contractions written out by what they mean in their sentence: "it's been" → "it has been", "can't" → "cannot". */
export function expandContractions(text: string): string {
  // Tagging a text is the slow part of the writer: a text without an apostrophe has nothing to expand.
  if (!/\p{L}['’]\p{L}/u.test(text)) return text;
  const doc = nlp(text);
  doc.contractions().expand();
  return doc.text().replace(/\b([Cc])an not\b/g, '$1annot');
}

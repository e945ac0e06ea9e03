/**
 * A passage of an answer this long, found in a post's text, is the assistant's writing: shorter ones (a
 * line of hashtags, "Learn more below.") could be anyone's.
 */
const MIN_PASSAGE_CHARS = 40;

const normalised = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** An answer's sentences and lines, as compared. */
function passagesOf(output: string): string[] {
  return output
    .split(/\n+|(?<=[.!?])\s+/)
    .map(normalised)
    .filter((passage) => passage.length >= MIN_PASSAGE_CHARS);
}

/**
 * The answers whose words a post's text holds, wholly or in part (one sentence or line of theirs is
 * enough, however the rest was edited): what the server itself finds the post took from the assistant.
 */
export function answersInText(answers: readonly { id: number; output: string }[], text: string): number[] {
  const haystack = normalised(text);
  return answers.filter((answer) => passagesOf(answer.output).some((passage) => haystack.includes(passage))).map((answer) => answer.id);
}

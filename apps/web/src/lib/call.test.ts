import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceEndpoints } from '@roi/contract/endpoints/reference';
import { MESSAGES } from '@roi/contract/messages';
import { answerWith, signInForCalls } from '../test/signed-in-calls';
import { call, UnexpectedAnswerError } from './call';

const entry = { id: 1, category: 'goal', value: 'Attract investment', label: 'Attract investment', sort_order: 1, active: true };

describe('a call of the endpoint table', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInForCalls();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers the envelope as its schema reads it', async () => {
    answerWith({ error: false, status_code: 200, message: 'Loaded successfully', records: [entry] });
    const answer = await call(referenceEndpoints.referenceGet, { query: { category: 'goal' } });
    expect(answer.records[0]?.label).toBe('Attract investment');
  });

  it('fails with a clear error when the answer does not match its schema, naming where on the console', async () => {
    answerWith({ error: false, status_code: 200, message: 'Loaded successfully', records: [{ ...entry, label: 42 }] });
    const failure = call(referenceEndpoints.referenceGet, { query: { category: 'goal' } });
    await expect(failure).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(failure).rejects.toThrow(MESSAGES.unexpectedAnswer);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^referenceGet: records\.0\.label: /));
  });

  it('sends the query, method and body the endpoint names', async () => {
    answerWith({ error: false, status_code: 200, message: 'Saved', data: entry });
    await call(referenceEndpoints.referenceSave, { body: { category: 'goal', label: 'Attract investment' } });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/v1/svc/reference/save');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ category: 'goal', label: 'Attract investment' }) });
  });
});

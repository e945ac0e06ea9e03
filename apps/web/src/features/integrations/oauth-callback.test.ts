import { describe, expect, it } from 'vitest';
import { exchangeKeyOf, readCallbackParams } from './oauth-callback';

describe('readCallbackParams', () => {
  it('reads the code and the state from the query string', () => {
    expect(readCallbackParams('?code=abc&state=s1', '')).toEqual({ kind: 'code', code: 'abc', state: 's1' });
  });

  it('reads them from the fragment when the query has none, in each way a fragment is written', () => {
    for (const hash of ['#code=abc&state=s1', '#?code=abc&state=s1', '#/?code=abc&state=s1']) {
      expect(readCallbackParams('', hash)).toEqual({ kind: 'code', code: 'abc', state: 's1' });
    }
  });

  it('prefers the query and never pairs a code of one part with a state of the other', () => {
    expect(readCallbackParams('?code=abc&state=s1', '#code=old&state=s0')).toEqual({ kind: 'code', code: 'abc', state: 's1' });
    expect(readCallbackParams('?code=abc', '#state=s1')).toEqual({ kind: 'error', message: null });
    expect(readCallbackParams('?state=s1', '#code=abc')).toEqual({ kind: 'error', message: null });
  });

  it('decodes encoded values', () => {
    expect(readCallbackParams('?code=a%2Fb%3D&state=x%20y', '')).toEqual({ kind: 'code', code: 'a/b=', state: 'x y' });
  });

  it("reports LinkedIn's refusal with its description", () => {
    expect(
      readCallbackParams('?error=user_cancelled_login&error_description=The+user+cancelled+LinkedIn+login&state=s1', ''),
    ).toEqual({ kind: 'error', message: 'The user cancelled LinkedIn login' });
    expect(readCallbackParams('', '#error=access_denied')).toEqual({ kind: 'error', message: null });
  });

  it('finds no answer in an address without a code or an error', () => {
    expect(readCallbackParams('', '')).toEqual({ kind: 'none' });
    expect(readCallbackParams('?state=s1', '')).toEqual({ kind: 'none' });
    expect(readCallbackParams('?organization=4', '#top')).toEqual({ kind: 'none' });
  });

  it('fails when the code or the state is missing or blank', () => {
    expect(readCallbackParams('?code=abc', '')).toEqual({ kind: 'error', message: null });
    expect(readCallbackParams('?code=%20&state=s1', '')).toEqual({ kind: 'error', message: null });
  });

  it('cuts a very long description', () => {
    const result = readCallbackParams(`?error=x&error_description=${'a'.repeat(1000)}`, '');
    expect(result.kind === 'error' && result.message?.length).toBe(300);
  });
});

describe('exchangeKeyOf', () => {
  it('names one attempt by its state and code', () => {
    expect(exchangeKeyOf({ code: 'abc', state: 's1' })).toBe(exchangeKeyOf({ code: 'abc', state: 's1' }));
    expect(exchangeKeyOf({ code: 'abc', state: 's1' })).not.toBe(exchangeKeyOf({ code: 'abd', state: 's1' }));
  });
});

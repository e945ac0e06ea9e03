import { describe, expect, it } from 'vitest';
import { toSafeLinkUrl } from './link-url';

describe('toSafeLinkUrl', () => {
  it('accepts web and email addresses', () => {
    expect(toSafeLinkUrl(' https://example.org/sites?x=1 ')).toBe('https://example.org/sites?x=1');
    expect(toSafeLinkUrl('http://localhost:3000/a')).toBe('http://localhost:3000/a');
    expect(toSafeLinkUrl('mailto:info@example.org')).toBe('mailto:info@example.org');
  });

  it('takes a bare domain as https', () => {
    expect(toSafeLinkUrl('example.org/page')).toBe('https://example.org/page');
  });

  it('refuses script, data and file addresses, and words that are no address', () => {
    expect(toSafeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(toSafeLinkUrl('JavaScript:alert(1)')).toBeNull();
    expect(toSafeLinkUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(toSafeLinkUrl('file:///etc/passwd')).toBeNull();
    expect(toSafeLinkUrl('hello')).toBeNull();
    expect(toSafeLinkUrl('two words.com')).toBeNull();
    expect(toSafeLinkUrl('mailto:nobody')).toBeNull();
    expect(toSafeLinkUrl('')).toBeNull();
  });
});

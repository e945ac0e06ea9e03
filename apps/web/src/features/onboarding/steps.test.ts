import { describe, expect, it } from 'vitest';
import { onboardingPath, stepOf } from './steps';

describe('stepOf', () => {
  it("opens at the step the address names, else at the first", () => {
    expect(stepOf('5')).toBe(5);
    expect(stepOf('6')).toBe(6);
    expect(stepOf('7')).toBe(1);
    expect(stepOf('2.5')).toBe(1);
    expect(stepOf('')).toBe(1);
    expect(stepOf(null)).toBe(1);
  });
});

describe('onboardingPath', () => {
  it('names the step in the address', () => {
    expect(onboardingPath(4)).toBe('/onboarding?step=4');
    expect(stepOf(new URL(onboardingPath(4), 'http://x').searchParams.get('step'))).toBe(4);
  });
});

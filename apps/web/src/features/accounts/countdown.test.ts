import { describe, expect, it } from 'vitest';
import { SIGNUP_OTP_TTL_SECONDS } from '@roi/contract/constants';
import { formatCountdown, secondsLeft } from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatCountdown(SIGNUP_OTP_TTL_SECONDS)).toBe('03:00');
    expect(formatCountdown(179)).toBe('02:59');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('never shows a negative time', () => {
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('secondsLeft', () => {
  const deadline = 1_000_000;

  it('counts a started second as left', () => {
    expect(secondsLeft(deadline, deadline - 180_000)).toBe(180);
    expect(secondsLeft(deadline, deadline - 179_001)).toBe(180);
    expect(secondsLeft(deadline, deadline - 1)).toBe(1);
  });

  it('is 0 from the deadline on', () => {
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 5_000)).toBe(0);
  });
});

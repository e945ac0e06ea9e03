import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConnectionReturn, storeConnectionReturn } from './connection-return';
import { memoryStorage } from '../../test/memory-storage';

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the screen a connection returns to', () => {
  it('is the one the connection was started from, until one starts from Settings', () => {
    expect(readConnectionReturn()).toBeNull();
    storeConnectionReturn('/onboarding?step=4');
    expect(readConnectionReturn()).toBe('/onboarding?step=4');
    storeConnectionReturn(null);
    expect(readConnectionReturn()).toBeNull();
  });

  it('is never another site', () => {
    sessionStorage.setItem('linkedinConnectionReturn', '//elsewhere.example/steal');
    expect(readConnectionReturn()).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { readToastLibrary, toastContainerMounted, withShownToasts, withToasts } from './toast-library';

describe('toast calls while react-toastify is on its way', () => {
  it('are made once the container is on the page, in order, and at once from then on', async () => {
    const made: string[] = [];
    withShownToasts(() => made.push('dismiss with nothing shown'));
    withToasts(() => made.push('show'));
    withShownToasts(() => made.push('dismiss'));
    withToasts(() => made.push('show again'));
    expect(made).toEqual([]);

    await vi.waitFor(() => expect(readToastLibrary()).not.toBeNull());
    expect(made).toEqual([]);
    toastContainerMounted(readToastLibrary()!.toast);
    expect(made).toEqual(['show', 'dismiss', 'show again']);

    withToasts((toast) => made.push(typeof toast.error));
    expect(made.at(-1)).toBe('function');
  });
});

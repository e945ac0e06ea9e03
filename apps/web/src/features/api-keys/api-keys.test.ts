import { describe, expect, it } from 'vitest';
import { describePermissions, expiryOf, groupByFeature } from './api-keys';

describe('API key permissions as people read them', () => {
  it('groups actions under the menu label of their feature', () => {
    const permissions = [
      { feature: 'Posts', action: 'View' },
      { feature: 'PostsCreate', action: 'Create' },
      { feature: 'PostsCreate', action: 'Publish' },
    ] as const;
    expect(groupByFeature(permissions).map((group) => group.label)).toEqual(['Posts', 'Create Post']);
    expect(describePermissions(permissions)).toBe('Posts: View · Create Post: Create, Publish');
  });

  it('counts an expiry from now, and none for a key kept until revoked', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(expiryOf('30', now)).toBe('2026-01-31T00:00:00.000Z');
    expect(expiryOf('never', now)).toBeUndefined();
  });
});

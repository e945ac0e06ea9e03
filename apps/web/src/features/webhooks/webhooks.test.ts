import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@roi/contract/webhooks';
import { deliveryOutcome, isSettling } from './webhooks';

const delivery = (fields: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 1,
  event: 'post.published',
  state: 'queued',
  attempts: 0,
  last_status: null,
  last_error: null,
  created_at: '2026-01-01T00:00:00Z',
  next_try_at: null,
  delivered_at: null,
  ...fields,
});

describe('the delivery log', () => {
  it('says what became of each delivery', () => {
    expect(deliveryOutcome(delivery({ state: 'delivered', attempts: 2, last_status: 200 }))).toBe('Delivered (200) after 2 tries');
    expect(deliveryOutcome(delivery({ attempts: 1, last_error: 'The receiver answered 503' }))).toBe(
      'Will try again (1 try so far): The receiver answered 503',
    );
    expect(deliveryOutcome(delivery({ state: 'failed', attempts: 8, last_error: 'timeout' }))).toBe('Gave up after 8 tries: timeout');
  });

  it('is read again only while a delivery is on its way', () => {
    expect(isSettling([delivery({ state: 'delivered' })])).toBe(false);
    expect(isSettling([delivery({ state: 'delivered' }), delivery({ state: 'queued' })])).toBe(true);
  });
});

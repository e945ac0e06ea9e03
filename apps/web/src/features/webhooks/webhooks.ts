import type { WebhookDelivery } from '@roi/contract/webhooks';

/** Whether a delivery of the log is still on its way: its outcome is yet to show. */
export function isSettling(deliveries: readonly WebhookDelivery[]): boolean {
  return deliveries.some((delivery) => delivery.state === 'queued' || delivery.state === 'delivering');
}

/** One line of the delivery log: what happened at the last try, in words. */
export function deliveryOutcome(delivery: WebhookDelivery): string {
  const tries = `${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'}`;
  switch (delivery.state) {
    case 'delivered':
      return `Delivered (${delivery.last_status ?? ''}) after ${tries}`;
    case 'failed':
      return `Gave up after ${tries}: ${delivery.last_error ?? 'no answer'}`;
    case 'delivering':
      return 'Sending…';
    case 'queued':
      return delivery.attempts === 0 ? 'Waiting to be sent' : `Will try again (${tries} so far): ${delivery.last_error ?? ''}`;
  }
}

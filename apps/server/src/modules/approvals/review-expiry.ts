import type { Database } from '../../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { reviewExpiredEmail } from '../mail/templates.js';
import { recordNotice } from '../notifications/notifications.service.js';
import { expireOverdueReviews } from './approvals.repository.js';

/**
 * A post still in review when its scheduled time comes is not published: its review expires and its
 * author is told, by email and in the product. Run by the publishing worker before it takes due jobs (docs/decisions/0017).
 */
export async function expireReviews(db: Database, mailer: Mailer, appUrl: string): Promise<void> {
  for (const expired of await expireOverdueReviews(db)) {
    await recordNotice(
      db,
      { kind: 'review_expired', organizationId: expired.review.organizationId, postId: expired.postId, actorUserId: null, text: expired.campaignName },
      [expired.authorUserId],
    );
    await mailer.send(
      reviewExpiredEmail({
        to: expired.authorEmail,
        organizationId: expired.review.organizationId,
        organizationName: expired.organizationName,
        campaignName: expired.campaignName,
        link: `${appUrl}/posts/createpost?postId=${expired.postId}`,
      }),
    );
  }
}

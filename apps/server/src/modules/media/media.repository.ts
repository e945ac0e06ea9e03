import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { libraryImages, organizations, postImages, sandboxPosts, users } from '../../db/schema.js';

/**
 * Whether any record still refers to a stored image: a profile picture, an organisation's logo, a
 * post's images, an image of a media library, or a post as the sandbox network received it.
 */
export async function isImageReferenced(db: Database, url: string): Promise<boolean> {
  const result = (await db.execute(sql`
    select exists (select 1 from ${users} where ${users.profileImageUrl} = ${url})
        or exists (select 1 from ${organizations} where ${organizations.companyLogoUrl} = ${url})
        or exists (select 1 from ${postImages} where ${postImages.url} = ${url})
        or exists (select 1 from ${libraryImages} where ${libraryImages.url} = ${url})
        or exists (select 1 from ${sandboxPosts} where ${sandboxPosts.imageUrls} @> ${JSON.stringify([url])}::jsonb)
      as referenced`)) as { rows: { referenced: boolean }[] };
  return result.rows[0]!.referenced;
}

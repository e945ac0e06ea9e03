import { IMAGE_MAX_BYTES } from '@roi/contract/constants';
import { POST_IMAGE_MAX_BYTES } from '@roi/contract/post-rules';

/** A JSON body carrying one inline image: base64 makes 2 MB into about 2.7 MB, plus the other fields. */
export const IMAGE_BODY_LIMIT_BYTES = Math.ceil(IMAGE_MAX_BYTES * 1.4) + 64 * 1024;

/** A JSON body carrying one post image (a library upload) and a few short fields. */
export const POST_IMAGE_BODY_LIMIT_BYTES = Math.ceil(POST_IMAGE_MAX_BYTES * 1.4) + 64 * 1024;

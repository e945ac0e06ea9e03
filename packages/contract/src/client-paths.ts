/**
 * The client's screens the server sends people to: the connection callback and the sandbox feed. Apart
 * from the rules of publishing, which the client's table of its own paths (and so its first page) does
 * not need.
 */
export const LINKEDIN_CALLBACK_PATH = '/linkedin-oauth';
export const SANDBOX_FEED_PATH = '/sandbox-feed';

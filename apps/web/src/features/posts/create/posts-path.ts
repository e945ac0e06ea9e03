/** The Posts screen: the menu's path for it (spec §2), where the wizard starts from and returns to. */
export const POSTS_PATH = '/posts';

/** The product's mark (public/logo.svg), shown where an organisation has no company_logo_url of its own. */
export const DEFAULT_LOGO_URL = '/logo.svg';

export const PRODUCT_NAME = 'ROI Social';

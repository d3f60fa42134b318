import type { ContentEnv } from './source';

/** Environment of the tests: local content, a fixed site URL and brand. */
export const testEnv: ContentEnv = { SITE_URL: 'https://ironmark.example', BRAND_NAME: 'Ironmark' };

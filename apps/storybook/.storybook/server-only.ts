// Stand-in for the `server-only` marker package in Storybook's browser bundle. @ironmark/content marks
// its modules server-only (they must not reach the storefront's client bundles); Storybook imports
// only its static demo texts (translations.ts), so the marker is a no-op here.
export {};

/**
 * A page's translate function: a text key of the storefront's messages (the content package's
 * translation files), optional `{0}` arguments → the text in the page's language. The `…Texts`
 * builders of each area map a component's labels to those keys, once, for the storefront's pages
 * and the stories alike.
 */
export type { Translate } from '@ironmark/channel/react';

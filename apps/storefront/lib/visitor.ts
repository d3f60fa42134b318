/** Cookie carrying the visitor's country (from the geo header) to the static pages' client code. */
export { VISITOR_COUNTRY_COOKIE } from '@ironmark/channel';

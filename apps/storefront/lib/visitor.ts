/** Cookie carrying the visitor's country (from the geo header) to the static pages' client code. */
export const VISITOR_COUNTRY_COOKIE = 'im_visitor_country';

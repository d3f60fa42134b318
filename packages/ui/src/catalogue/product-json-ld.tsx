export interface ProductJsonLdProps {
  /** The product's schema.org Product JSON-LD without `offers`. */
  data: Readonly<Record<string, unknown>>;
  /** Its offers for this visitor (commerce `productJsonLdOffers`); none leaves `offers` out. Default none. */
  offers?: readonly unknown[];
}

/**
 * A product's schema.org Product JSON-LD as a script element, with its offers when there are any.
 * Every '<' in the JSON is escaped, so no text of the data can close the element.
 */
export function ProductJsonLd({ data, offers = [] }: ProductJsonLdProps) {
  const json = JSON.stringify(offers.length > 0 ? { ...data, offers } : data).replace(/</g, '\\u003c');
  // Text, not HTML: React writes a script's text as it is (escaping only what could close the element),
  // and every '<' is escaped in the JSON besides.
  return <script type="application/ld+json">{json}</script>;
}

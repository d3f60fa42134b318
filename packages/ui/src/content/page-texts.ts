import { formatMessage } from '@ironmark/channel';

/**
 * English texts of the storefront's contact, service, store locator, order status and bar comparison
 * pages, keyed by the translation key the CMS may provide. A key the page language (and English) of
 * the CMS translations lacks falls back to these, so a page never shows a raw key.
 */
export const pageTexts = {
  'contact.usTitle': 'Contact us',
  'contact.usDescription':
    'Questions about an order, a product or something else? Send Ironmark customer service a message.',
  'contact.salesTitle': 'Contact sales',
  'contact.salesDescription':
    'Planning a gym or a facility? Ask an Ironmark Strength Expert for advice and a quote.',
  'contact.formTitle': 'Send us a message',
  'contact.salesFormTitle': 'Talk to a Strength Expert',
  'contact.serviceFormTitle': 'Request service',
  'contact.topic': 'What is it about?',
  'contact.topic.sales': 'Sales and quotes',
  'contact.topic.support': 'Customer service',
  'contact.topic.service-and-parts': 'Service and spare parts',
  'contact.topic.press': 'Press',
  'contact.topic.other': 'Something else',
  'contact.name': 'Name',
  'contact.nameNoun': 'name',
  'contact.email': 'Email',
  'contact.phone': 'Phone',
  'contact.companyName': 'Company name',
  'contact.message': 'Message',
  'contact.messageNoun': 'message',
  'contact.serviceMessageHint':
    'Tell us the product, its serial number if you have it, and what needs attention.',
  'contact.optional': 'optional',
  'contact.send': 'Send message',
  'contact.sending': 'Sending…',
  'contact.sent':
    'Thank you! We have received your message and will get back to you within one business day.',
  'contact.reference': 'Reference: {0}',
  'contact.sendAnother': 'Send another message',
  'service.title': 'Service and parts',
  'service.intro':
    'Genuine Ironmark spare parts keep your equipment like new. Order a part below, or ask our service team for help with repairs and maintenance.',
  'service.partsTitle': 'Spare parts',
  'storeLocator.title': 'Find a store',
  'storeLocator.intro':
    'Visit an Ironmark showroom to try the equipment, or find an authorised dealer near you. Pick a city or click the map to sort the stores by distance.',
  'storeLocator.listTitle': 'Showrooms and dealers',
  'storeLocator.map': 'Map of stores',
  'storeLocator.sortFrom': 'Sort stores by distance from',
  'storeLocator.chosenPoint': 'The point chosen on the map',
  'storeLocator.distance': '{0} km',
  'storeLocator.distanceMiles': '{0} mi',
  'storeLocator.website': 'Website',
  'storeLocator.dealer': '{0} (authorised dealer)',
  'storeLocator.service.showroom': 'Showroom',
  'storeLocator.service.sales': 'Sales',
  'storeLocator.service.test-lifting': 'Test lifting',
  'storeLocator.service.service': 'Service',
  'storeLocator.service.spare-parts': 'Spare parts',
  'storeLocator.service.installation': 'Installation',
  'storeLocator.service.pickup': 'Pickup',
  'orderStatus.title': 'Order status',
  'orderStatus.intro':
    'Enter your order number and the e-mail address you used at checkout to see where your order is.',
  'orderStatus.orderNumber': 'Order number',
  'orderStatus.orderNumberNoun': 'order number',
  'orderStatus.email': 'Email',
  'orderStatus.submit': 'Check status',
  'orderStatus.checking': 'Checking…',
  'orderStatus.notFound':
    'We could not find an order with that order number and e-mail address. Check both and try again, or contact customer service.',
  'orderStatus.result': 'Order {0}',
  'orderStatus.status': 'Status',
  'orderStatus.placed': 'Placed',
  'orderStatus.updated': 'Last updated',
  'orderStatus.items': 'Items',
  'orderStatus.total': 'Order total',
  'orderStatus.value.placed': 'Order received',
  'orderStatus.value.paid': 'Paid',
  'orderStatus.value.processing': 'Being prepared',
  'orderStatus.value.shipped': 'Shipped',
  'orderStatus.value.delivered': 'Delivered',
  'orderStatus.value.cancelled': 'Cancelled',
  'compare.title': 'Compare bars',
  'compare.intro':
    'Pick up to three bars and compare their specifications side by side. The address of this page keeps your choice, so you can share it.',
  'compare.pick': 'Pick bars to compare',
  'compare.pickHint': 'Choose up to {0} bars.',
  'compare.caption': 'Bar comparison',
  'compare.empty': 'Pick at least two bars to compare them side by side.',
  'compare.differs': 'differs',
  'price.regularPrice': 'Regular price',
  'price.salePrice': 'Sale price',
  'compare.group': 'Bars for {0}',
} as const;

/** A key of {@link pageTexts}. */
export type PageTextKey = keyof typeof pageTexts;

/** A page's translate function over {@link pageTexts}' keys (`{0}` arguments), as {@link withPageTexts} builds it. */
export type PageText = (key: PageTextKey, args?: readonly (string | number)[]) => string;

/**
 * Builds a translate function over `lookup` (the page language's translations, returning the key
 * itself or `undefined` when it has none) that falls back to {@link pageTexts}.
 */
export function withPageTexts(
  lookup: (key: string, args: readonly (string | number)[]) => string | undefined,
): PageText {
  return (key, args = []) => {
    const translated = lookup(key, args);
    return translated === undefined || translated === key ? formatMessage(pageTexts[key], args) : translated;
  };
}

/** The page-text translate function over CMS translations of a page language (server components). */
export function serverPageText(translations: {
  language: string;
  messages: Readonly<Record<string, string>>;
  fallback: Readonly<Record<string, string>>;
}) {
  return withPageTexts((key, args) => {
    const template = translations.messages[key] ?? translations.fallback[key];
    return template === undefined ? undefined : formatMessage(template, args, translations.language);
  });
}

// Texts of a page for the message tests: Swedish translations of the checkout and form messages, and
// none at all (every text its English fallback).
import { formatMessage } from '@ironmark/channel';
import type { TextWithFallback } from '../issue-messages';

/** A page's texts over `messages`: the key's text with its args, else the English fallback. */
const textsOf =
  (messages: Readonly<Record<string, string>>): TextWithFallback =>
  (key, fallback, args = []) => {
    const template = messages[key];
    return template === undefined ? fallback : formatMessage(template, args);
  };

export const swedish = textsOf({
  paymentRefused: 'Betalningen nekades. Använd ett annat betalsätt.',
  fraudCheck: 'Det gick inte att verifiera betalningen (felkod {0}). Kontakta kundtjänst.',
  invalidCampaignCode: 'Kampanjkoden är ogiltig',
  invalidEmail: 'Ogiltig e-post',
  pleaseEnter: 'Ange {0}',
  'orderStatus.invalidOrderNumber': 'Ogiltigt ordernummer',
  'orderStatus.orderNumberRequired': 'Ordernummer krävs',
  fieldTooLong: 'Fältet {0} är för långt (högst {1} tecken)',
  atMostCharacters: 'Högst {0} tecken',
  invalidCharacters: 'Innehåller tecken som inte är tillåtna',
});
/** No translations at all: every text is its English fallback. */
export const english = textsOf({});

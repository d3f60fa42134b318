/** The texts of the quote / proforma PDF (spec §3 'Quote and proforma PDF fields'). */
export interface QuotePdfLabels {
  title: string;
  quote: string;
  quoteId: string;
  date: string;
  expiry: string;
  customer: string;
  customerId: string;
  contactPerson: string;
  contactEmail: string;
  contactPhone: string;
  salesContact: string;
  deliveryAddress: string;
  invoiceAddress: string;
  deliveryMethod: string;
  defaultDelivery: string;
  warehousePickup: string;
  deliveryTerms: string;
  paymentTerms: string;
  bank: string;
  eInvoice: string;
  eInvoiceOnRequest: string;
  notApplicable: string;
  installation: string;
  installationRequested: string;
  notIncluded: string;
  insurance: string;
  insuranceCip: string;
  insuranceDomestic: string;
  packing: string;
  packingIncluded: string;
  shipping: string;
  shippingPickup: string;
  shippingQuoted: string;
  articleId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  price: string;
  priceReduction: string;
  netAmount: string;
  subtotal: string;
  totalDiscount: string;
  vat: string;
  included: string;
  salesTax: string;
  exportFee: string;
  totalAmount: string;
  pricesLater: string;
  amountsIn: string;
  vatIncluded: string;
  validUntil: string;
  message: string;
  /** `{0}` is the page, `{1}` the number of pages. */
  page: string;
}

const en: QuotePdfLabels = {
  title: 'Quote / Proforma invoice',
  quote: 'Quote',
  quoteId: 'Quote id',
  date: 'Date',
  expiry: 'Expiry',
  customer: 'Customer',
  customerId: 'Customer id',
  contactPerson: 'Contact person',
  contactEmail: 'Contact email',
  contactPhone: 'Contact phone',
  salesContact: 'Sales contact',
  deliveryAddress: 'Delivery address',
  invoiceAddress: 'Invoice address',
  deliveryMethod: 'Delivery method',
  defaultDelivery: 'Default delivery',
  warehousePickup: 'Warehouse pickup',
  deliveryTerms: 'Delivery terms',
  paymentTerms: 'Payment terms',
  bank: 'Bank',
  eInvoice: 'E-invoice',
  eInvoiceOnRequest: 'Available on request (PEPPOL)',
  notApplicable: 'Not applicable',
  installation: 'Installation',
  installationRequested: 'Requested — quoted separately',
  notIncluded: 'Not included',
  insurance: 'Insurance',
  insuranceCip: 'Included under CIP',
  insuranceDomestic: 'Included to the delivery address',
  packing: 'Packing',
  packingIncluded: 'Pallet and export-grade packing included',
  shipping: 'Shipping',
  shippingPickup: 'None (pickup)',
  shippingQuoted: 'Quoted by your Strength Expert',
  articleId: 'Article id',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  price: 'Price',
  priceReduction: 'Price reduction',
  netAmount: 'Net amount',
  subtotal: 'Subtotal',
  totalDiscount: 'Total discount',
  vat: 'VAT',
  included: 'included',
  salesTax: 'Sales tax',
  exportFee: 'Export Fee',
  totalAmount: 'Total amount',
  pricesLater: 'Prices will be sent by your Strength Expert',
  amountsIn: 'All amounts in',
  vatIncluded: 'VAT included',
  validUntil: 'This quote is valid until',
  message: 'Message',
  page: 'page {0} of {1}',
};

const sv: QuotePdfLabels = {
  title: 'Offert / Proformafaktura',
  quote: 'Offert',
  quoteId: 'Offert-id',
  date: 'Datum',
  expiry: 'Giltig till',
  customer: 'Kund',
  customerId: 'Kundnummer',
  contactPerson: 'Kontaktperson',
  contactEmail: 'E-post',
  contactPhone: 'Telefon',
  salesContact: 'Säljkontakt',
  deliveryAddress: 'Leveransadress',
  invoiceAddress: 'Fakturaadress',
  deliveryMethod: 'Leveranssätt',
  defaultDelivery: 'Standardleverans',
  warehousePickup: 'Hämtas på lagret',
  deliveryTerms: 'Leveransvillkor',
  paymentTerms: 'Betalningsvillkor',
  bank: 'Bank',
  eInvoice: 'E-faktura',
  eInvoiceOnRequest: 'Finns på begäran (PEPPOL)',
  notApplicable: 'Ej tillämpligt',
  installation: 'Installation',
  installationRequested: 'Önskas — offereras separat',
  notIncluded: 'Ingår inte',
  insurance: 'Försäkring',
  insuranceCip: 'Ingår enligt CIP',
  insuranceDomestic: 'Ingår till leveransadressen',
  packing: 'Emballage',
  packingIncluded: 'Pall och exportemballage ingår',
  shipping: 'Frakt',
  shippingPickup: 'Ingen (hämtas)',
  shippingQuoted: 'Offereras av din Strength Expert',
  articleId: 'Artikelnr',
  description: 'Beskrivning',
  quantity: 'Antal',
  unitPrice: 'À-pris',
  price: 'Pris',
  priceReduction: 'Rabatt',
  netAmount: 'Nettobelopp',
  subtotal: 'Delsumma',
  totalDiscount: 'Total rabatt',
  vat: 'Moms',
  included: 'ingår',
  salesTax: 'Försäljningsskatt',
  exportFee: 'Exportavgift',
  totalAmount: 'Totalt belopp',
  pricesLater: 'Priser skickas av din Strength Expert',
  amountsIn: 'Alla belopp i',
  vatIncluded: 'inklusive moms',
  validUntil: 'Offerten gäller till',
  message: 'Meddelande',
  page: 'sida {0} av {1}',
};

const de: QuotePdfLabels = {
  title: 'Angebot / Proformarechnung',
  quote: 'Angebot',
  quoteId: 'Angebotsnummer',
  date: 'Datum',
  expiry: 'Gültig bis',
  customer: 'Kunde',
  customerId: 'Kundennummer',
  contactPerson: 'Ansprechpartner',
  contactEmail: 'E-Mail',
  contactPhone: 'Telefon',
  salesContact: 'Vertriebskontakt',
  deliveryAddress: 'Lieferadresse',
  invoiceAddress: 'Rechnungsadresse',
  deliveryMethod: 'Versandart',
  defaultDelivery: 'Standardlieferung',
  warehousePickup: 'Abholung im Lager',
  deliveryTerms: 'Lieferbedingungen',
  paymentTerms: 'Zahlungsbedingungen',
  bank: 'Bank',
  eInvoice: 'E-Rechnung',
  eInvoiceOnRequest: 'Auf Anfrage (PEPPOL)',
  notApplicable: 'Nicht zutreffend',
  installation: 'Montage',
  installationRequested: 'Gewünscht — separat angeboten',
  notIncluded: 'Nicht enthalten',
  insurance: 'Versicherung',
  insuranceCip: 'Enthalten gemäß CIP',
  insuranceDomestic: 'Bis zur Lieferadresse enthalten',
  packing: 'Verpackung',
  packingIncluded: 'Palette und Exportverpackung enthalten',
  shipping: 'Versand',
  shippingPickup: 'Keiner (Abholung)',
  shippingQuoted: 'Angebot durch Ihren Strength Expert',
  articleId: 'Artikelnr.',
  description: 'Beschreibung',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  price: 'Preis',
  priceReduction: 'Rabatt',
  netAmount: 'Nettobetrag',
  subtotal: 'Zwischensumme',
  totalDiscount: 'Rabatt gesamt',
  vat: 'MwSt.',
  included: 'enthalten',
  salesTax: 'Umsatzsteuer',
  exportFee: 'Exportgebühr',
  totalAmount: 'Gesamtbetrag',
  pricesLater: 'Die Preise sendet Ihnen Ihr Strength Expert',
  amountsIn: 'Alle Beträge in',
  vatIncluded: 'inkl. MwSt.',
  validUntil: 'Dieses Angebot ist gültig bis',
  message: 'Nachricht',
  page: 'Seite {0} von {1}',
};

const fr: QuotePdfLabels = {
  title: 'Devis / Facture proforma',
  quote: 'Devis',
  quoteId: 'N° de devis',
  date: 'Date',
  expiry: 'Validité',
  customer: 'Client',
  customerId: 'N° client',
  contactPerson: 'Contact',
  contactEmail: 'E-mail',
  contactPhone: 'Téléphone',
  salesContact: 'Contact commercial',
  deliveryAddress: 'Adresse de livraison',
  invoiceAddress: 'Adresse de facturation',
  deliveryMethod: 'Mode de livraison',
  defaultDelivery: 'Livraison standard',
  warehousePickup: 'Retrait à l’entrepôt',
  deliveryTerms: 'Conditions de livraison',
  paymentTerms: 'Conditions de paiement',
  bank: 'Banque',
  eInvoice: 'Facture électronique',
  eInvoiceOnRequest: 'Sur demande (PEPPOL)',
  notApplicable: 'Sans objet',
  installation: 'Installation',
  installationRequested: 'Demandée — chiffrée séparément',
  notIncluded: 'Non incluse',
  insurance: 'Assurance',
  insuranceCip: 'Incluse selon CIP',
  insuranceDomestic: 'Incluse jusqu’à l’adresse de livraison',
  packing: 'Emballage',
  packingIncluded: 'Palette et emballage export inclus',
  shipping: 'Transport',
  shippingPickup: 'Aucun (retrait)',
  shippingQuoted: 'Chiffré par votre Strength Expert',
  articleId: 'Réf. article',
  description: 'Désignation',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  price: 'Prix',
  priceReduction: 'Remise',
  netAmount: 'Montant net',
  subtotal: 'Sous-total',
  totalDiscount: 'Remise totale',
  vat: 'TVA',
  included: 'incluse',
  salesTax: 'Taxe de vente',
  exportFee: 'Frais d’exportation',
  totalAmount: 'Montant total',
  pricesLater: 'Les prix vous seront envoyés par votre Strength Expert',
  amountsIn: 'Tous les montants en',
  vatIncluded: 'TVA incluse',
  validUntil: 'Ce devis est valable jusqu’au',
  message: 'Message',
  page: 'page {0} sur {1}',
};

const BY_LANGUAGE: Readonly<Record<string, QuotePdfLabels>> = { en, sv, de, fr };

/** The PDF texts in a language (ISO 639-1: 'sv', 'de', 'fr', 'en'); English for any other. */
export function quotePdfLabels(language: string): QuotePdfLabels {
  return BY_LANGUAGE[language.trim().toLowerCase()] ?? en;
}

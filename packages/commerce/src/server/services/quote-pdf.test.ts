import '../../testing/promise-try';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Quote } from '../../contract';
import { renderQuotePdf, taxLabel } from './quote-pdf';
import { quotePdfLabels } from './quote-pdf-labels';

const address = {
  firstName: 'Łukasz',
  lastName: 'Đorđević',
  streetAddress: 'Náměstí Míru 12',
  zip: '120 00',
  city: 'Praha',
  country: 'cz',
};

function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 'Q-1001',
    status: 'received',
    date: '2026-03-02T10:00:00.000Z',
    expiresAt: '2026-04-01T10:00:00.000Z',
    channel: 'sv-se',
    currency: 'sek',
    showPrices: true,
    vatIncluded: true,
    contact: {
      firstName: 'Łukasz',
      lastName: 'Đorđević',
      email: 'lukasz@example.com',
      phone: '+46 70 123 45 67',
      companyName: 'Βασίλης Παπαδόπουλος & Šťastný AB — Åsa Öberg',
      customerCategory: 'business',
    },
    deliveryAddress: address,
    invoiceAddress: address,
    deliveryMethod: 'default',
    deliveryTerms: 'DAP',
    paymentTerms: '30 days net',
    salesContact: 'Strength Experts',
    message: 'Ring på dörren, tack — Žluťoučký kůň',
    installation: false,
    lines: [
      {
        articleId: 'IM-BAR-WL-20M-BR-CH',
        name: 'IWF Weightlifting Competition Bar 20 kg - Needle bearing, Hard chrome',
        quantity: 2,
        unitPrice: 1_530_000,
        priceReduction: 0,
        netAmount: 3_060_000,
        buildCode: null,
      },
    ],
    builds: [],
    subtotal: 3_060_000,
    totalDiscount: 0,
    taxKind: 'vat',
    taxRate: 0.25,
    tax: 612_000,
    total: 3_060_000,
    ...overrides,
  } as Quote;
}

async function pdfText(value: Quote): Promise<string> {
  const bytes = await renderQuotePdf(value, { brand: 'Ironmark' });
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('renderQuotePdf', () => {
  it('prints Polish, Czech, Greek and Swedish names as written (embedded Unicode font)', async () => {
    const text = await pdfText(quote());
    for (const name of [
      'Łukasz',
      'Đorđević',
      'Βασίλης Παπαδόπουλος',
      'Šťastný',
      'Åsa Öberg',
      'Žluťoučký kůň',
      'Náměstí Míru',
    ]) {
      expect(text).toContain(name);
    }
  });

  it('speaks the quote language with numbers in its locale and no zero discount', async () => {
    const text = await pdfText(quote());
    expect(text).toContain('Offert / Proformafaktura');
    expect(text).toContain('Moms 25 % (ingår)');
    expect(text).toContain('30 600,00 kr');
    expect(text).not.toMatch(/[-−]\s?0,00/);
    expect(text).not.toContain('Rabatt totalt');
    expect(text).not.toContain('Total rabatt');
  });

  it.each([
    ['de-de', 'eur', 'Angebot / Proformarechnung', 'Seite 1 von 1', '30.600,00 €'],
    ['fr-fr', 'eur', 'Devis / Facture proforma', 'page 1 sur 1', '30 600,00 €'],
    ['en-gb', 'gbp', 'Quote / Proforma invoice', 'page 1 of 1', '£30,600.00'],
  ])('%s: labels and money in the locale', async (channel, currency, title, page, money) => {
    const text = await pdfText(quote({ channel, currency }));
    expect(text).toContain(title);
    expect(text).toContain(page);
    expect(text).toContain(money);
  });

  it('prints a real discount as a reduction', async () => {
    const text = await pdfText(quote({ totalDiscount: 100_000, total: 2_960_000 }));
    expect(text).toContain('Total rabatt');
    expect(text).toMatch(/[-−]\s?1 000,00 kr/);
  });
});

describe('taxLabel', () => {
  it('writes the rate as a percentage of the locale', () => {
    expect(taxLabel('sales-tax', 0.04, quotePdfLabels('en'), 'en-us')).toBe('Sales tax 4%');
    expect(taxLabel('vat', 0.19, quotePdfLabels('de'), 'de-de')).toMatch(/^MwSt\. 19\s% \(enthalten\)$/);
    expect(taxLabel('export-fee', 0, quotePdfLabels('fr'), 'fr-fr')).toBe('Frais d’exportation');
  });
});

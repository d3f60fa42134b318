import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatMoney, getChannel } from '@ironmark/channel';
import { EXPORT_TERMS } from '@ironmark/config/constants';
import PDFDocument from 'pdfkit';
import type { Quote, TaxKind } from '../../contract';
import { type QuotePdfLabels, quotePdfLabels } from './quote-pdf-labels';
import { BANK_DETAILS, formatAddress } from './quotes';

// Noto Sans (Google's Unicode font, from the registry): every Latin, Greek and Cyrillic name prints
// as written ('Łukasz Đorđević', 'Βασίλης', 'Šťastný', 'Åsa'), which the built-in Helvetica cannot.
const FONT = 'Body';
const FONT_BOLD = 'Body-Bold';
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function unicodeFonts(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    // The process runs in a package that depends on the font package (the storefront, or commerce in
    // its tests); a bundler would turn a require.resolve into a module id, so read it by path.
    const root = join(process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans');
    fonts = {
      regular: readFileSync(join(root, '400Regular', 'NotoSans_400Regular.ttf')),
      bold: readFileSync(join(root, '700Bold', 'NotoSans_700Bold.ttf')),
    };
  }
  return fonts;
}

const MARGIN = 48;
const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const INK = '#111111';
const MUTED = '#666666';
const LINE = '#d9d9d6';

// Intl's narrow/no-break spaces print as plain spaces, so extracted text and wrapping stay simple.
function pdfText(text: string): string {
  return text.replace(/[\u202f\u00a0\u2009]/g, ' ');
}

/**
 * The label of the tax line in the quote's language: VAT, Sales tax, or the 'Export Fee' variant of
 * sales tax (spec §3); the rate as a percentage in the locale ('4%', '25 %').
 */
export function taxLabel(
  kind: TaxKind,
  rate: number | null,
  labels: QuotePdfLabels = quotePdfLabels('en'),
  locale = 'en-us',
): string {
  const percent =
    rate === null
      ? ''
      : ` ${new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate)}`;
  switch (kind) {
    case 'vat':
      return `${labels.vat}${percent} (${labels.included})`;
    case 'sales-tax':
      return `${labels.salesTax}${percent}`;
    case 'export-fee':
      return labels.exportFee;
    default:
      return kind satisfies never;
  }
}

function dateOnly(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

/**
 * Renders a quote as a PDF in the proforma layout (spec §3 'Quote and proforma PDF fields'): quote id,
 * date, expiry, customer, customer id, contact person and e-mail, sales contact, delivery and invoice
 * address, delivery method and terms, payment terms, bank, e-invoice, installation, insurance, packing,
 * shipping; lines with article id, quantity, unit price, price, price reduction and net amount; subtotal,
 * total discount, VAT / sales tax / 'Export Fee', total amount; CIP wording on exports; 'page x of y'
 * on every page. Resolves with the PDF bytes.
 */
export function renderQuotePdf(quote: Quote, options: { brand: string }): Promise<Buffer> {
  const channel = getChannel(quote.channel);
  const locale = channel?.code ?? 'en-us';
  const labels = quotePdfLabels(channel?.language ?? 'en');
  const money = (minor: number | null) =>
    minor === null ? '—' : pdfText(formatMoney(minor, quote.currency, locale));
  // A zero reduction is no reduction: printed as '—', never '-0,00 kr'.
  const reduction = (minor: number | null) => (minor === null || minor === 0 ? '—' : money(-minor));
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${labels.quote} ${quote.id}`, Author: options.brand, Subject: labels.title },
  });
  const { regular, bold } = unicodeFonts();
  doc.registerFont(FONT, regular);
  doc.registerFont(FONT_BOLD, bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const contentWidth = PAGE.width - MARGIN * 2;
  const write = (text: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(pdfText(text), x, y, { lineBreak: true, ...opts });

  // Header
  doc.font(FONT_BOLD).fontSize(20).fillColor(INK);
  write(options.brand.toUpperCase(), MARGIN, MARGIN);
  doc.font(FONT).fontSize(10).fillColor(MUTED);
  write(labels.title, MARGIN, MARGIN + 6, { width: contentWidth, align: 'right' });
  doc
    .moveTo(MARGIN, MARGIN + 32)
    .lineTo(PAGE.width - MARGIN, MARGIN + 32)
    .strokeColor(LINE)
    .stroke();

  // Field grid
  const contactPerson = `${quote.contact.firstName} ${quote.contact.lastName}`;
  const fields: [string, string][] = [
    [labels.quoteId, quote.id],
    [labels.date, dateOnly(quote.date, locale)],
    [labels.expiry, dateOnly(quote.expiresAt, locale)],
    [labels.customer, quote.contact.companyName ?? contactPerson],
    [labels.customerId, quote.contact.customerId ?? '—'],
    [labels.contactPerson, contactPerson],
    [labels.contactEmail, quote.contact.email ?? '—'],
    ...(quote.contact.phone ? [[labels.contactPhone, quote.contact.phone] as [string, string]] : []),
    [labels.salesContact, quote.salesContact],
  ];
  let y = MARGIN + 46;
  const columnWidth = contentWidth / 2;
  fields.forEach(([label, value], index) => {
    const x = MARGIN + (index % 2) * columnWidth;
    const rowY = y + Math.floor(index / 2) * 30;
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    write(label, x, rowY);
    doc.font(FONT_BOLD).fontSize(10).fillColor(INK);
    write(value, x, rowY + 10, { width: columnWidth - 12, lineBreak: false, ellipsis: true });
  });
  y += Math.ceil(fields.length / 2) * 30 + 8;

  // Addresses
  doc.font(FONT).fontSize(8).fillColor(MUTED);
  write(labels.deliveryAddress, MARGIN, y);
  write(labels.invoiceAddress, MARGIN + columnWidth, y);
  doc.font(FONT).fontSize(9).fillColor(INK);
  write(formatAddress(quote.deliveryAddress), MARGIN, y + 10, { width: columnWidth - 12 });
  const afterDelivery = doc.y;
  write(formatAddress(quote.invoiceAddress), MARGIN + columnWidth, y + 10, { width: columnWidth - 12 });
  y = Math.max(afterDelivery, doc.y) + 12;

  // Terms
  const terms: [string, string][] = [
    [
      labels.deliveryMethod,
      quote.deliveryMethod === 'pickup' ? labels.warehousePickup : labels.defaultDelivery,
    ],
    [labels.deliveryTerms, quote.deliveryTerms],
    [labels.paymentTerms, quote.paymentTerms],
    [labels.bank, BANK_DETAILS],
    [
      labels.eInvoice,
      quote.contact.customerCategory === 'private' ? labels.notApplicable : labels.eInvoiceOnRequest,
    ],
    [labels.installation, quote.installation ? labels.installationRequested : labels.notIncluded],
    [labels.insurance, quote.taxKind === 'export-fee' ? labels.insuranceCip : labels.insuranceDomestic],
    [labels.packing, labels.packingIncluded],
    [labels.shipping, quote.deliveryMethod === 'pickup' ? labels.shippingPickup : labels.shippingQuoted],
  ];
  for (const [label, value] of terms) {
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    write(label, MARGIN, y, { width: 110 });
    doc.font(FONT).fontSize(9).fillColor(INK);
    write(value, MARGIN + 110, y, { width: contentWidth - 110 });
    y = Math.max(doc.y, y + 12) + 2;
  }
  y += 10;

  // Lines table
  const columns = [
    { label: labels.articleId, width: 100, align: 'left' as const },
    { label: labels.description, width: contentWidth - 100 - 40 - 70 - 70 - 60 - 70, align: 'left' as const },
    { label: labels.quantity, width: 40, align: 'right' as const },
    { label: labels.unitPrice, width: 70, align: 'right' as const },
    { label: labels.price, width: 70, align: 'right' as const },
    { label: labels.priceReduction, width: 60, align: 'right' as const },
    { label: labels.netAmount, width: 70, align: 'right' as const },
  ];
  const drawHeader = (top: number) => {
    doc.font(FONT_BOLD).fontSize(8).fillColor(INK);
    let x = MARGIN;
    for (const column of columns) {
      write(column.label, x, top, { width: column.width - 4, align: column.align });
      x += column.width;
    }
    doc
      .moveTo(MARGIN, top + 20)
      .lineTo(PAGE.width - MARGIN, top + 20)
      .strokeColor(LINE)
      .stroke();
    return top + 26;
  };
  const bottom = PAGE.height - MARGIN - 30;
  y = drawHeader(y);
  for (const line of quote.lines) {
    const cells = [
      line.articleId,
      line.name,
      number(line.quantity),
      money(line.unitPrice),
      money(line.unitPrice === null ? null : line.unitPrice * line.quantity),
      reduction(line.priceReduction === null ? null : line.priceReduction * line.quantity),
      money(line.netAmount),
    ];
    doc.font(FONT).fontSize(8);
    const height = Math.max(
      ...cells.map((cell, index) =>
        doc.heightOfString(pdfText(cell), { width: (columns[index]?.width ?? 60) - 4 }),
      ),
    );
    if (y + height > bottom) {
      doc.addPage();
      y = drawHeader(MARGIN);
    }
    let x = MARGIN;
    doc.fillColor(INK);
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      write(cell, x, y, { width: column.width - 4, align: column.align });
      x += column.width;
    });
    y += height + 6;
  }

  // Totals
  const totals: [string, string][] = quote.showPrices
    ? [
        [labels.subtotal, money(quote.subtotal)],
        ...(quote.totalDiscount
          ? [[labels.totalDiscount, reduction(quote.totalDiscount)] as [string, string]]
          : []),
        [taxLabel(quote.taxKind, quote.taxRate, labels, locale), money(quote.tax)],
        [labels.totalAmount, money(quote.total)],
      ]
    : [[labels.totalAmount, labels.pricesLater]];
  if (y + totals.length * 16 + 60 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  y += 6;
  doc
    .moveTo(MARGIN + contentWidth / 2, y)
    .lineTo(PAGE.width - MARGIN, y)
    .strokeColor(LINE)
    .stroke();
  y += 8;
  totals.forEach(([label, value], index) => {
    const last = index === totals.length - 1;
    doc
      .font(last ? FONT_BOLD : FONT)
      .fontSize(last ? 11 : 9)
      .fillColor(INK);
    write(label, MARGIN + contentWidth / 2, y, { width: contentWidth / 4 });
    write(value, MARGIN + (contentWidth * 3) / 4, y, { width: contentWidth / 4, align: 'right' });
    y += last ? 18 : 14;
  });
  y += 8;
  doc.font(FONT).fontSize(8).fillColor(MUTED);
  if (quote.taxKind === 'export-fee') {
    write(`${EXPORT_TERMS}.`, MARGIN, y, { width: contentWidth });
    y = doc.y + 4;
  }
  write(
    `${labels.amountsIn} ${quote.currency.toUpperCase()}${quote.vatIncluded ? `, ${labels.vatIncluded}` : ''}. ${labels.validUntil} ${dateOnly(quote.expiresAt, locale)}.`,
    MARGIN,
    y,
    { width: contentWidth },
  );
  if (quote.message) {
    write(`${labels.message}: ${quote.message}`, MARGIN, doc.y + 4, { width: contentWidth });
  }

  // Footer: 'page x of y' on every page (spec §3).
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    doc.text(
      pdfText(
        `${options.brand} · ${labels.quote} ${quote.id} · ${labels.page
          .replace('{0}', String(index + 1))
          .replace('{1}', String(range.count))}`,
      ),
      MARGIN,
      PAGE.height - MARGIN + 10,
      { width: contentWidth, align: 'center', lineBreak: false },
    );
  }
  doc.end();
  return done;
}

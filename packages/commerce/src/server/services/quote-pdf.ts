import { formatMoney, getChannel } from '@ironmark/channel';
import { EXPORT_TERMS } from '@ironmark/config/constants';
import PDFDocument from 'pdfkit';
import type { Quote, TaxKind } from '../../contract';
import { BANK_DETAILS, formatAddress } from './quotes';

const MARGIN = 48;
const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const INK = '#111111';
const MUTED = '#666666';
const LINE = '#d9d9d6';

// The standard PDF fonts are WinAnsi: map Intl's narrow/no-break spaces and minus sign to plain ones.
function pdfText(text: string): string {
  return text.replace(/[\u202f\u00a0\u2009]/g, ' ').replace(/\u2212/g, '-');
}

/** The label of the tax line: VAT, Sales tax, or the 'Export Fee' variant of sales tax (spec §3). */
export function taxLabel(kind: TaxKind, rate: number | null): string {
  const percent = rate === null ? '' : ` ${Math.round(rate * 10000) / 100}%`;
  switch (kind) {
    case 'vat':
      return `VAT${percent} (included)`;
    case 'sales-tax':
      return `Sales tax${percent}`;
    case 'export-fee':
      return 'Export Fee';
    default:
      return kind satisfies never;
  }
}

function dateOnly(iso: string): string {
  return iso.slice(0, 10);
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
  const locale = getChannel(quote.channel)?.code ?? 'en-us';
  const money = (minor: number | null) =>
    minor === null ? '—' : pdfText(formatMoney(minor, quote.currency, locale));
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Quote ${quote.id}`, Author: options.brand, Subject: 'Quote / proforma invoice' },
  });
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
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK);
  write(options.brand.toUpperCase(), MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  write('Quote / Proforma invoice', MARGIN, MARGIN + 6, { width: contentWidth, align: 'right' });
  doc
    .moveTo(MARGIN, MARGIN + 32)
    .lineTo(PAGE.width - MARGIN, MARGIN + 32)
    .strokeColor(LINE)
    .stroke();

  // Field grid
  const contactPerson = `${quote.contact.firstName} ${quote.contact.lastName}`;
  const fields: [string, string][] = [
    ['Quote id', quote.id],
    ['Date', dateOnly(quote.date)],
    ['Expiry', dateOnly(quote.expiresAt)],
    ['Customer', quote.contact.companyName ?? contactPerson],
    ['Customer id', quote.contact.customerId ?? '—'],
    ['Contact person', contactPerson],
    ['Contact email', quote.contact.email ?? '—'],
    ...(quote.contact.phone ? [['Contact phone', quote.contact.phone] as [string, string]] : []),
    ['Sales contact', quote.salesContact],
  ];
  let y = MARGIN + 46;
  const columnWidth = contentWidth / 2;
  fields.forEach(([label, value], index) => {
    const x = MARGIN + (index % 2) * columnWidth;
    const rowY = y + Math.floor(index / 2) * 30;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    write(label, x, rowY);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
    write(value, x, rowY + 10, { width: columnWidth - 12, lineBreak: false, ellipsis: true });
  });
  y += Math.ceil(fields.length / 2) * 30 + 8;

  // Addresses
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  write('Delivery address', MARGIN, y);
  write('Invoice address', MARGIN + columnWidth, y);
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  write(formatAddress(quote.deliveryAddress), MARGIN, y + 10, { width: columnWidth - 12 });
  const afterDelivery = doc.y;
  write(formatAddress(quote.invoiceAddress), MARGIN + columnWidth, y + 10, { width: columnWidth - 12 });
  y = Math.max(afterDelivery, doc.y) + 12;

  // Terms
  const terms: [string, string][] = [
    ['Delivery method', quote.deliveryMethod === 'pickup' ? 'Warehouse pickup' : 'Default delivery'],
    ['Delivery terms', quote.deliveryTerms],
    ['Payment terms', quote.paymentTerms],
    ['Bank', BANK_DETAILS],
    [
      'E-invoice',
      quote.contact.customerCategory === 'private' ? 'Not applicable' : 'Available on request (PEPPOL)',
    ],
    ['Installation', quote.installation ? 'Requested — quoted separately' : 'Not included'],
    ['Insurance', quote.taxKind === 'export-fee' ? 'Included under CIP' : 'Included to the delivery address'],
    ['Packing', 'Pallet and export-grade packing included'],
    ['Shipping', quote.deliveryMethod === 'pickup' ? 'None (pickup)' : 'Quoted by your Strength Expert'],
  ];
  for (const [label, value] of terms) {
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    write(label, MARGIN, y, { width: 110 });
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    write(value, MARGIN + 110, y, { width: contentWidth - 110 });
    y = Math.max(doc.y, y + 12) + 2;
  }
  y += 10;

  // Lines table
  const columns = [
    { label: 'Article id', width: 100, align: 'left' as const },
    { label: 'Description', width: contentWidth - 100 - 40 - 70 - 70 - 60 - 70, align: 'left' as const },
    { label: 'Quantity', width: 40, align: 'right' as const },
    { label: 'Unit price', width: 70, align: 'right' as const },
    { label: 'Price', width: 70, align: 'right' as const },
    { label: 'Price reduction', width: 60, align: 'right' as const },
    { label: 'Net amount', width: 70, align: 'right' as const },
  ];
  const drawHeader = (top: number) => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(INK);
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
      String(line.quantity),
      money(line.unitPrice),
      money(line.unitPrice === null ? null : line.unitPrice * line.quantity),
      money(line.priceReduction === null ? null : line.priceReduction * line.quantity),
      money(line.netAmount),
    ];
    doc.font('Helvetica').fontSize(8);
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
        ['Subtotal', money(quote.subtotal)],
        ['Total discount', money(quote.totalDiscount === null ? null : -quote.totalDiscount)],
        [taxLabel(quote.taxKind, quote.taxRate), money(quote.tax)],
        ['Total amount', money(quote.total)],
      ]
    : [['Total amount', 'Prices will be sent by your Strength Expert']];
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
      .font(last ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(last ? 11 : 9)
      .fillColor(INK);
    write(label, MARGIN + contentWidth / 2, y, { width: contentWidth / 4 });
    write(value, MARGIN + (contentWidth * 3) / 4, y, { width: contentWidth / 4, align: 'right' });
    y += last ? 18 : 14;
  });
  y += 8;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  if (quote.taxKind === 'export-fee') {
    write(`${EXPORT_TERMS}.`, MARGIN, y, { width: contentWidth });
    y = doc.y + 4;
  }
  write(
    `All amounts in ${quote.currency.toUpperCase()}${quote.vatIncluded ? ', VAT included' : ''}. This quote is valid until ${dateOnly(quote.expiresAt)}.`,
    MARGIN,
    y,
    { width: contentWidth },
  );
  if (quote.message) {
    write(`Message: ${quote.message}`, MARGIN, doc.y + 4, { width: contentWidth });
  }

  // Footer: 'page x of y' on every page (spec §3).
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(
      pdfText(`${options.brand} · Quote ${quote.id} · page ${index + 1} of ${range.count}`),
      MARGIN,
      PAGE.height - MARGIN + 10,
      { width: contentWidth, align: 'center', lineBreak: false },
    );
  }
  doc.end();
  return done;
}

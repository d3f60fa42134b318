// Issue 19 'The sales e-mail': a quote request reaches sales staff through a real SMTP server on
// loopback with the quote's PDF attached, and its link (token-protected, like the requester's PDF)
// opens that PDF — it used to point at /api/quotes/{id}, which answered 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingLogger, testBackends } from '../../testing/backends';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import type { Commerce } from '../commerce';
import { smtpMailer } from './outbox';

const backends = await testBackends();
const ORIGIN = 'http://shop.test';

const quoteBody = {
  channel: 'sv-se',
  country: 'se',
  lines: [{ code: 'IM-BAR-WL-20M-BR-CH', quantity: 2 }],
  contact: {
    firstName: 'Łukasz',
    lastName: 'Đorđević',
    email: 'lukasz@example.com',
    phone: '+46 70 123 45 67',
  },
  deliveryAddress: {
    firstName: 'Łukasz',
    lastName: 'Đorđević',
    streetAddress: 'Stålgatan 1',
    zip: '211 20',
    city: 'Malmö',
    country: 'se',
  },
  message: 'Two bars for the club',
};

/** The parts of a multipart message: each part's header block and body. */
function partsOf(raw: string): { head: string; body: string }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      return { head: part.slice(0, split), body: part.slice(split).trim() };
    });
}

describe.each(backends)('the sales e-mail of a quote request on $name', (backend) => {
  let smtp: TestSmtpServer;
  let commerce: Commerce;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    commerce = backend.create({
      mailer: smtpMailer(smtp.url, 'shop@ironmark.example'),
      logger: recordingLogger(),
    });
    await commerce.services();
  }, 180_000);
  afterAll(async () => {
    await commerce?.close();
    await smtp?.close();
    await backend.drop();
  });

  it('arrives over SMTP with the quote PDF attached and a link that opens the PDF', async () => {
    const created = await commerce.handlers.handle(
      new Request(`${ORIGIN}/api/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'idempotency-key': 'sales-mail-1' },
        body: JSON.stringify(quoteBody),
      }),
    );
    expect(created.status).toBe(201);
    const { quote } = (await created.json()) as { quote: { id: string } };
    const services = await commerce.services();
    await services.outbox.flush();
    await smtp.waitFor(1, 60_000);

    const mail = smtp.messages.find((message) => message.subject.includes(quote.id));
    expect(mail?.to).toEqual(['experts@ironmark.example']);
    const parts = partsOf(mail?.raw ?? '');
    const pdf = parts.find((part) => /content-type: application\/pdf/i.test(part.head));
    expect(pdf?.head).toMatch(new RegExp(`filename="?quote-${quote.id}\\.pdf`, 'i'));
    expect(pdf?.head).toMatch(/content-transfer-encoding: base64/i);
    const bytes = Buffer.from(pdf?.body.replace(/\s+/g, '') ?? '', 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The text part names the link; quoted-printable may wrap it, so undo the soft line breaks.
    const text = parts.find((part) => /content-type: text\/plain/i.test(part.head))?.body ?? '';
    const unwrapped = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /http:\/\/shop\.test\/api\/quotes\/[^\s]+\/pdf\?token=[\w-]+/.exec(unwrapped)?.[0];
    expect(link, unwrapped).toBeDefined();
    const opened = await commerce.handlers.handle(new Request(link as string));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    // Without its token the same address answers 404: the link is the access.
    const bare = await commerce.handlers.handle(
      new Request((link as string).replace(/token=[\w-]+/, `token=${'x'.repeat(32)}`)),
    );
    expect(bare.status).toBe(404);
  });
});

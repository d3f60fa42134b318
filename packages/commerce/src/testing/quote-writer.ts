// Child process of the crash test (bundled by concurrency.test.ts): opens the commerce backend on the
// PGlite folder or the PostgreSQL URL given as argv[2] and writes quotes (4 at a time), printing
// `ACK {id}` only after each quote's transaction has committed. The parent SIGKILLs it mid-stream.
import { createCommerce } from '../server/commerce';
import { quoteRequestSchema } from '../contract';
import { recordingLogger, testEnv } from './backends';

const target = process.argv[2];
if (!target) throw new Error('usage: quote-writer <data dir | postgres url>');
const commerce = createCommerce({
  env: testEnv(/^postgres(ql)?:/.test(target) ? { DATABASE_URL: target } : { DATA_DIR: target }),
  logger: recordingLogger(),
});
const services = await commerce.services();
process.stdout.write('READY\n');
let next = 0;
async function writer() {
  for (;;) {
    const n = next++;
    const created = await services.quotes.create(
      quoteRequestSchema.parse({
        channel: 'en-us',
        lines: [{ code: 'IM-GIFT-100', quantity: 1 + (n % 5) }],
        contact: {
          firstName: 'Crash',
          lastName: `Test ${n}`,
          email: `crash${n}@example.com`,
          phone: '+1 555 0100',
        },
        deliveryAddress: {
          firstName: 'Crash',
          lastName: 'Test',
          streetAddress: '1 Iron Way',
          zip: '10001',
          city: 'New York',
          stateOrProvince: 'NY',
          country: 'us',
        },
      }),
    );
    process.stdout.write(`ACK ${created.quote.id}\n`);
  }
}
await Promise.all([writer(), writer(), writer(), writer()]);

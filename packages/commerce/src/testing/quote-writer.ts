// Child process of the crash test (bundled by concurrency.test.ts): opens the commerce backend on the
// PGlite folder given as argv[2] and writes quotes one after another, printing `ACK {id}` only after
// each quote's transaction has committed. The parent SIGKILLs it mid-stream.

import { quoteRequestSchema } from '../contract';
import { demoCatalogue } from '../demo';
import { createCommerce } from '../server/commerce';
import { recordingLogger, testEnv } from './backends';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: quote-writer <data dir>');
const commerce = createCommerce({
  env: testEnv({ DATA_DIR: dataDir }),
  catalogue: demoCatalogue(),
  logger: recordingLogger(),
});
const services = await commerce.services();
process.stdout.write('READY\n');
for (let n = 0; ; n++) {
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

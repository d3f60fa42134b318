import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from './contract';
import { invoiceProvider, sandboxCardProvider, sandboxFinancingProvider } from './payments';

const request = (number: string) => ({
  reference: 'key-1',
  amount: 100_00,
  currency: 'usd',
  email: 'a@example.com',
  card: { name: 'A B', number, expiryMonth: '12', expiryYear: '30', cvc: '123' },
});

describe('payment providers', () => {
  it.each([
    ['4242 4242 4242 4242', 'authorised'],
    ['4000 0000 0000 0002', 'refused'],
    ['4000 0000 0000 0472', 'fraud-check-failed'],
    ['5555 5555 5555 4444', 'refused'],
  ])('the sandbox card provider answers %s with %s', async (number, status) => {
    expect((await sandboxCardProvider().authorise(request(number))).status).toBe(status);
  });

  it('reports error code 472 for the fraud check and labels itself a sandbox', async () => {
    const provider = sandboxCardProvider();
    expect(await provider.authorise(request('4000000000000472'))).toEqual({
      status: 'fraud-check-failed',
      errorCode: 472,
    });
    expect(provider.sandbox).toBe(true);
    expect(provider.label).toMatch(/sandbox/i);
  });

  it('lists exactly the test cards the sandbox knows', async () => {
    const outcomes = await Promise.all(
      SANDBOX_TEST_CARDS.map(
        async (card) => (await sandboxCardProvider().authorise(request(card.number))).status,
      ),
    );
    expect(outcomes).toEqual(['authorised', 'refused', 'fraud-check-failed']);
  });

  it('authorises invoices with a reference of the placement', async () => {
    expect(await invoiceProvider().authorise(request(''))).toEqual({
      status: 'authorised',
      providerReference: 'INV-key-1',
    });
  });

  it('the sandbox financing provider approves a plan, says it is a sandbox and records capture and void', async () => {
    const provider = sandboxFinancingProvider();
    const outcome = await provider.authorise(request(''));
    expect(outcome).toMatchObject({
      status: 'authorised',
      providerReference: expect.stringMatching(/^FIN-SANDBOX-/),
    });
    expect(provider.method).toBe('financing');
    expect(provider.sandbox).toBe(true);
    expect(provider.label).toMatch(/sandbox/i);
    await provider.capture('a');
    await provider.void('b');
    expect([provider.captured, provider.voided]).toEqual([['a'], ['b']]);
  });
});

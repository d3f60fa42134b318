import { quoteContents } from '@ironmark/cart-core';
import { describe, expect, it } from 'vitest';
import { EITHER_EMAIL_OR_PHONE, quoteRequestSchema, sharedListRequestSchema } from './contract';
import { quoteAddressIssues, quoteRequestBody, sharedListRequestBody } from './quote-payload';
import { quoteFormAddressSchema } from './quote-payload-schema';

const contents = quoteContents({ 'IM-BAR-20': { quantity: 2 } }, [
  {
    configuratorName: 'barbell-set',
    name: 'Barbell Set 1',
    code: 'barbell-set_1',
    quantity: 1,
    configuration: { bar: '20', collars: 'none' },
  },
]);

const contact = {
  firstName: 'Maja',
  lastName: 'Lind',
  companyName: '',
  email: 'maja@example.com',
  phone: '+46 70 123 45 67',
  country: 'se',
  message: 'Ten of each, please',
};

const address = {
  streetAddress: 'Storgatan 1',
  extraAddress: '',
  zip: '111 22',
  city: 'Stockholm',
  stateOrProvince: '',
};

describe('quoteRequestBody', () => {
  it('gives a body the quote contract accepts, with lines, builds and the delivery address', () => {
    const parsed = quoteRequestSchema.parse(
      quoteRequestBody({ channel: 'sv-se', contents, contact, address }),
    );
    expect(parsed.lines).toEqual([{ code: 'IM-BAR-20', quantity: 2 }]);
    expect(parsed.builds.map((build) => build.code)).toEqual(['barbell-set_1']);
    expect(parsed.contact).toMatchObject({
      firstName: 'Maja',
      customerCategory: 'private',
      email: 'maja@example.com',
    });
    expect(parsed.deliveryAddress).toMatchObject({
      streetAddress: 'Storgatan 1',
      city: 'Stockholm',
      country: 'se',
    });
    expect(parsed.deliveryAddress.extraAddress).toBeUndefined();
    expect(parsed.message).toBe('Ten of each, please');
  });

  it('makes a requester with a company name a business customer', () => {
    const body = quoteRequestBody({
      channel: 'sv-se',
      contents,
      contact: { ...contact, companyName: ' Lyft AB ' },
      address,
    });
    expect(body.contact.customerCategory).toBe('business');
    expect(body.contact.companyName).toBe('Lyft AB');
  });

  it.each([
    ['only an e-mail address', { phone: '' }],
    ['only a phone number', { email: '  ' }],
  ])('accepts a requester who gives %s (spec §5: either e-mail or phone)', (_case, change) => {
    const result = quoteRequestSchema.safeParse(
      quoteRequestBody({ channel: 'sv-se', contents, contact: { ...contact, ...change }, address }),
    );
    expect(result.error?.issues).toBeUndefined();
    const given = Object.keys(change)[0] as 'email' | 'phone';
    expect(result.data?.contact[given]).toBeUndefined();
  });

  it("reports 'Either email or phone has to be filled in' on both fields when both are blank", () => {
    const result = quoteRequestSchema.safeParse(
      quoteRequestBody({
        channel: 'sv-se',
        contents,
        contact: { ...contact, email: '', phone: ' ' },
        address,
      }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual(
      expect.arrayContaining(
        ['email', 'phone'].map((field) =>
          expect.objectContaining({ path: ['contact', field], message: EITHER_EMAIL_OR_PHONE }),
        ),
      ),
    );
  });

  it("still reports 'Invalid Phone' for a phone that is filled in wrongly", () => {
    const result = quoteRequestSchema.safeParse(
      quoteRequestBody({ channel: 'sv-se', contents, contact: { ...contact, phone: 'call me' }, address }),
    );
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['contact', 'phone'], message: 'Invalid Phone' }),
    );
  });

  it('does not share the builds of the list with the body', () => {
    const body = quoteRequestBody({ channel: 'sv-se', contents, contact, address });
    expect(body.builds?.[0]).not.toBe(contents.builds[0]);
  });
});

describe('quoteFormAddressSchema', () => {
  it.each([
    [{ streetAddress: ' ' }, 'streetAddress', 'Please enter your street address'],
    [{ zip: '!' }, 'zip', 'Invalid zip code'],
    [{ city: '' }, 'city', 'Please enter your city'],
  ])('rejects %o on %s with "%s"', (change, path, message) => {
    const result = quoteFormAddressSchema.safeParse({ ...address, ...change });
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [path], message }));
  });

  it('accepts an address without extra address or state', () => {
    expect(quoteFormAddressSchema.safeParse(address).success).toBe(true);
  });
});

describe('quoteAddressIssues', () => {
  it('finds nothing wrong with a complete Swedish address', async () => {
    expect(await quoteAddressIssues(address, 'se')).toEqual([]);
  });

  it('names each field once, in form order, with the code of its message', async () => {
    expect(
      await quoteAddressIssues(
        { ...address, streetAddress: '', zip: '!', city: ' ', stateOrProvince: '' },
        'us',
      ),
    ).toEqual([
      { field: 'streetAddress', code: 'required' },
      { field: 'zip', code: 'invalidZip' },
      { field: 'city', code: 'required' },
      { field: 'stateOrProvince', code: 'stateRequired' },
    ]);
  });

  it.each([
    ['us', 'NY', []],
    ['us', 'Narnia', [{ field: 'stateOrProvince', code: 'stateRequired' }]],
    ['ae', 'Dubai', []],
    ['gb', '', []],
  ])('delivery to %s with state %j: %j', async (country, stateOrProvince, expected) => {
    expect(await quoteAddressIssues({ ...address, stateOrProvince }, country)).toEqual(expected);
  });

  it('asks the same of the form as the server asks of the request', () => {
    const body = quoteRequestBody({
      channel: 'en-us',
      contents,
      contact: { ...contact, country: 'us' },
      address: { ...address, zip: '10001', stateOrProvince: '' },
    });
    expect(quoteRequestSchema.safeParse(body).error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['deliveryAddress', 'stateOrProvince'],
        message: 'State or province is required!',
        params: { code: 'state_required' },
      }),
    );
    const withState = { ...body, deliveryAddress: { ...body.deliveryAddress, stateOrProvince: 'NY' } };
    expect(quoteRequestSchema.safeParse(withState).success).toBe(true);
  });
});

describe('sharedListRequestBody', () => {
  it('gives a body the shared-list contract accepts', () => {
    const parsed = sharedListRequestSchema.parse(sharedListRequestBody({ channel: 'en-us', contents }));
    expect(parsed.lines).toEqual([{ code: 'IM-BAR-20', quantity: 2 }]);
    expect(parsed.builds).toHaveLength(1);
    expect(parsed.note).toBeUndefined();
  });

  it('is refused by the contract when the list is empty', () => {
    const result = sharedListRequestSchema.safeParse(
      sharedListRequestBody({ channel: 'en-us', contents: quoteContents({}, []) }),
    );
    expect(result.error?.issues[0]?.message).toBe('Add at least one product or build to your list');
  });
});

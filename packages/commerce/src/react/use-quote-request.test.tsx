// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQuoteRequest } from './use-quote-request';

describe('useQuoteRequest', () => {
  it('re-renders with the address typed and the problems of a send, keeping one store', async () => {
    const { result } = renderHook(() => useQuoteRequest());
    const { send } = result.current;
    act(() => result.current.setAddress({ ...result.current.address, city: 'Stockholm' }));
    expect(result.current.address.city).toBe('Stockholm');
    const contact = {
      firstName: 'A',
      lastName: 'B',
      companyName: '',
      email: 'a@b.se',
      phone: '',
      country: 'se',
      message: '',
    };
    await act(async () => {
      await result.current.send({ channel: 'sv-se', contents: { lines: [], builds: [] }, contact });
    });
    expect(result.current.issues.map((issue) => issue.field)).toEqual(['streetAddress', 'zip']);
    expect(result.current.sending).toBe(false);
    expect(result.current.send).toBe(send);
  });
});

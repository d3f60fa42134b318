// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { readStored, writeStored } from './storage';

const schema = z.object({ id: z.string() });

describe('readStored (spec §8: stored data that fails to parse is dropped with a log line)', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads back what writeStored stored', () => {
    writeStored('k', { id: 'S-1' });
    expect(readStored('k', schema)).toEqual({ id: 'S-1' });
  });

  it.each([
    ['text that is not JSON', '{oops'],
    ['JSON of the wrong shape', '{"id":7}'],
  ])('drops %s and logs it', (_case, raw) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem('k', raw);
    expect(readStored('k', schema)).toBeNull();
    expect(log).toHaveBeenCalledWith('Failed to parse stored value', 'k', expect.anything());
  });

  it('removes a value written as null', () => {
    writeStored('k', { id: 'S-1' });
    writeStored('k', null);
    expect(readStored('k', schema)).toBeNull();
  });
});

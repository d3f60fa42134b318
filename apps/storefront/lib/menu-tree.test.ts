import { navigationItem } from '@ironmark/navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMenuTree } from './menu-tree';

const bars = navigationItem({ id: 'root-0-0', label: 'Bars', url: '/en-us/equipment/bars' });
const equipment = navigationItem({ id: 'root-0', label: 'Equipment', children: [bars] });

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchMenuTree', () => {
  it('gives the primary tree of the locale’s menu answer', async () => {
    const fetch = answer({ primary: [equipment] });
    await expect(fetchMenuTree('sv-se')).resolves.toEqual([equipment]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/menu/sv-se');
  });

  it('rejects a malformed answer, naming the bad field', async () => {
    answer({ primary: [{ ...equipment, url: 7 }] });
    await expect(fetchMenuTree('en-us')).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ['primary', 0, 'url'] })],
    });
  });

  it('rejects a failed answer with its status', async () => {
    answer({ code: 'notFound' }, 404);
    await expect(fetchMenuTree('xx-xx')).rejects.toThrow('menu tree answered 404');
  });
});

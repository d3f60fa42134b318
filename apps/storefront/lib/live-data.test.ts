import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { externalSpecifiersOf } from '@ironmark/config/vitest/import-graph';
import { describe, expect, it } from 'vitest';

const app = new URL('../app/[locale]/', import.meta.url).pathname;
const QUERY = '@tanstack/react-query';

/** The route folders under app/[locale] (a page.tsx somewhere below), with the locale root as ''. */
function routes(): string[] {
  const below = (folder: string): string[] =>
    readdirSync(join(app, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => [join(folder, entry.name), ...below(join(folder, entry.name))]);
  return ['', ...below('')].filter((folder) => existsSync(join(app, folder, 'page.tsx')));
}

/** Whether the page, or a layout between it and the locale layout, imports LiveData. */
function providesLiveData(route: string): boolean {
  const parts = route.split('/').filter(Boolean);
  const layouts = parts.map((_, index) => join(app, ...parts.slice(0, index + 1), 'layout.tsx'));
  return [...layouts, join(app, route, 'page.tsx')].some(
    (file) => existsSync(file) && readFileSync(file, 'utf8').includes("components/live-data'"),
  );
}

describe('real-time data only where prices and stock show (issue 16)', () => {
  it('the shell every page loads leaves TanStack Query out', async () => {
    for (const entry of ['providers.tsx', 'site-shell.tsx', 'layout.tsx']) {
      expect(await externalSpecifiersOf(join(app, entry)), entry).not.toContain(QUERY);
    }
  });

  it.each(routes())(
    'route /%s: provides LiveData exactly when its page loads TanStack Query',
    async (route) => {
      const loadsQuery = (await externalSpecifiersOf(join(app, route, 'page.tsx'))).includes(QUERY);
      expect(providesLiveData(route)).toBe(loadsQuery);
    },
  );
});

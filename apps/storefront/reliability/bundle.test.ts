// No secret and no server-only module in any client bundle (issue 11 'Security'): scans the build
// output the browser can download, .next/static/**/*.js.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appDir } from '../bench/lib/server.mjs';

const staticDir = join(appDir, '.next', 'static');

function javascriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return javascriptFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

const files = javascriptFiles(staticDir);
const contents = files.map((file) => ({
  file: file.slice(staticDir.length + 1),
  text: readFileSync(file, 'utf8'),
}));

/** Names of server-only modules (database, drivers, mail, PDF) and the server-only guard itself. */
const SERVER_MODULES = [
  'pglite',
  'drizzle-orm',
  'postgres.js',
  'ioredis',
  'nodemailer',
  'pdfkit',
  'server-only',
];
/** Names of server-side secrets and service URLs of @ironmark/config's env schema. */
const SECRET_NAMES = ['DATABASE_URL', 'REDIS_URL', 'CMS_TOKEN', 'SEARCH_KEY', 'SMTP_URL', 'PREVIEW_SECRET'];

describe('client bundles', () => {
  it('exist (the scan would prove nothing on an empty build)', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(SERVER_MODULES)('never contain the server-only module name %s', (marker) => {
    const hits = contents.filter(({ text }) => text.includes(marker)).map(({ file }) => file);
    expect(hits).toEqual([]);
  });

  it.each(SECRET_NAMES)('never mention the server secret %s', (name) => {
    const hits = contents.filter(({ text }) => text.includes(name)).map(({ file }) => file);
    expect(hits).toEqual([]);
  });

  it('never contain the value of a secret set in this environment', () => {
    const values = SECRET_NAMES.map((name) => process.env[name]).filter(
      (value): value is string => (value?.length ?? 0) >= 8,
    );
    for (const value of values) {
      expect(contents.filter(({ text }) => text.includes(value)).map(({ file }) => file)).toEqual([]);
    }
  });

  it('carry no server-only error text (a server module imported by a client component)', () => {
    const hits = contents
      .filter(({ text }) => text.includes('cannot be imported from a Client Component'))
      .map(({ file }) => file);
    expect(hits).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const FILES = ['catalogue.json', 'catalogue.sv.json', 'catalogue.de.json', 'catalogue.fr.json'];

describe('catalogue generator', () => {
  it('is deterministic: a fresh run writes exactly the committed catalogue and its translations', () => {
    const out = mkdtempSync(join(tmpdir(), 'catalogue-'));
    try {
      execFileSync(process.execPath, ['scripts/generate-catalogue.mjs'], {
        cwd: root,
        env: { ...process.env, CATALOGUE_OUT_DIR: out, CATALOGUE_LIST_MISSING: '' },
        stdio: 'pipe',
      });
      for (const file of FILES) {
        expect(readFileSync(join(out, file), 'utf8'), file).toBe(
          readFileSync(join(root, 'data/generated', file), 'utf8'),
        );
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

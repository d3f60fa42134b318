import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/ui: the components, their stories and the tsconfig docgen reads them with. */
const ui = join(dirname(fileURLToPath(import.meta.url)), '../../../packages/ui');

/**
 * How react-docgen-typescript reads ui's components for the docs pages' prop tables (with their TSDoc
 * descriptions): through ui's own tsconfig, since this app's tsconfig does not include
 * packages/ui/src (with the defaults, docgen skipped every component). Shared by Storybook (main.ts)
 * and the story tests (vitest.config.ts), which check that every docs page has a prop table.
 */
export const docgenOptions = {
  tsconfigPath: join(ui, 'tsconfig.json'),
  include: [join(ui, 'src/**/*.tsx')],
  exclude: [join(ui, 'src/**/*.stories.tsx'), join(ui, 'src/**/*.test.tsx')],
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
};

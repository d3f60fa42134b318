import { IconSprite } from '@ironmark/ui/shell';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { loadTranslations } from './translations.ts';
import './preview.css';

/**
 * Wraps every story in the chosen theme surface (the footer's dark/light colour theme). The page's
 * root element carries the theme too, so dialogs, drawers and toasts, which portal to `<body>`, follow
 * the toolbar like the story itself.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : undefined;
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
  return (
    <div data-theme={theme} className="bg-paper p-4 text-ink">
      {/* The icons product cards draw from the page's sprite, as the storefront's layout renders it. */}
      <IconSprite />
      <Story />
    </div>
  );
};

/**
 * Hands every story the demo site's translations (`loaded.translations`, per language), which the
 * stories' `localised` decorator (packages/ui/src/test/story-locale.ts) turns into labels for the
 * toolbar's locale.
 */
const loadStoryTranslations: Loader = async () => ({ translations: await loadTranslations() });

/** What react-docgen-typescript attaches to a component: the data of its docs page's prop table. */
interface DocgenInfo {
  displayName?: string;
  props?: Record<string, DocgenProp>;
}

/** One row of the prop table: docgen keeps where the prop was declared. */
interface DocgenProp {
  description?: string;
  parent?: { fileName?: string };
  declarations?: { fileName?: string }[];
}

/** Whether a prop is the component's own (declared in the workspace), not an inherited DOM/React attribute. */
function isOwnProp(prop: DocgenProp): boolean {
  const files = [prop.parent?.fileName, ...(prop.declarations ?? []).map((d) => d.fileName)].filter(
    (file): file is string => typeof file === 'string',
  );
  return files.length === 0 || files.some((file) => !file.includes('node_modules'));
}

/**
 * Every story of a documented component (`autodocs`) checks that its docs page has a prop table:
 * docgen ran on the component and found its props, and every prop the component declares itself
 * (not the DOM attributes it inherits from React's types) has a TSDoc description. Fails the story's
 * test when it did not (as when docgen could not read packages/ui/src and every prop table was
 * empty), naming the undocumented props.
 */
function requirePropTable({ component, tags, title }: Parameters<NonNullable<Preview['beforeEach']>>[0]) {
  if (!component || !tags.includes('autodocs')) return;
  const info = (component as { __docgenInfo?: DocgenInfo }).__docgenInfo;
  const props = Object.entries(info?.props ?? {});
  if (props.length === 0) {
    throw new Error(`${title}: the docs page has no prop table (docgen found no props on the component)`);
  }
  const undocumented = props
    .filter(([, prop]) => isOwnProp(prop) && !prop.description?.trim())
    .map(([name]) => name);
  if (undocumented.length > 0) {
    throw new Error(
      `${title}: props without a TSDoc description on the docs page: ${undocumented.join(', ')}`,
    );
  }
}

/** Set by vitest.config.ts from `TEST_STORY_THEME` (story test runs only; undefined in Storybook itself). */
declare const __STORY_THEME__: string | undefined;

/**
 * The theme every story starts on: light, or dark in a story test run started with
 * `TEST_STORY_THEME=dark pnpm --filter @ironmark/storybook test` (the whole suite and its axe checks on the
 * dark surface). A story that pins `globals.theme` keeps it.
 */
const initialTheme = typeof __STORY_THEME__ !== 'undefined' && __STORY_THEME__ === 'dark' ? 'dark' : 'light';

const preview: Preview = {
  decorators: [withTheme],
  loaders: [loadStoryTranslations],
  beforeEach: requirePropTable,
  globalTypes: {
    theme: {
      description: 'Colour theme of the surface',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Channel / locale (prices hidden, quote-only, language)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-us', title: 'en-us — United States' },
          { value: 'sv-se', title: 'sv-se — Sweden' },
          { value: 'de-de', title: 'de-de — Germany' },
          { value: 'fr-fr', title: 'fr-fr — France' },
          { value: 'en-ae', title: 'en-ae — quote only' },
          { value: 'forbidden', title: 'Forbidden country — prices hidden' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: initialTheme, locale: 'en-us' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
      },
    },
    // Any axe violation fails the story's test.
    a11y: { test: 'error', context: 'body' },
  },
};

export default preview;

import type { Decorator, Preview } from '@storybook/react-vite';
import './preview.css';

/** Wraps every story in the chosen theme surface (the footer's dark/light colour theme). */
const withTheme: Decorator = (Story, context) => (
  <div data-theme={context.globals.theme === 'dark' ? 'dark' : undefined} className="bg-paper p-4 text-ink">
    <Story />
  </div>
);

/** What react-docgen-typescript attaches to a component: the data of its docs page's prop table. */
interface DocgenInfo {
  displayName?: string;
  props?: Record<string, { description?: string }>;
}

/**
 * Every story of a documented component (`autodocs`) checks that its docs page has a prop table:
 * docgen ran on the component and found its props. Fails the story's test when it did not (as when
 * docgen could not read packages/ui/src and every prop table was empty).
 */
function requirePropTable({ component, tags, title }: Parameters<NonNullable<Preview['beforeEach']>>[0]) {
  if (!component || !tags.includes('autodocs')) return;
  const info = (component as { __docgenInfo?: DocgenInfo }).__docgenInfo;
  const props = Object.keys(info?.props ?? {});
  if (props.length === 0) {
    throw new Error(`${title}: the docs page has no prop table (docgen found no props on the component)`);
  }
}

const preview: Preview = {
  decorators: [withTheme],
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
          { value: 'en-ae', title: 'en-ae — quote only' },
          { value: 'forbidden', title: 'Forbidden country — prices hidden' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en-us' },
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

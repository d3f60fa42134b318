import type { Decorator } from '@storybook/react-vite';

/**
 * Keeps link clicks inside a story from navigating the test page away (the link's own click
 * handlers still run), so play functions can click result links and assert the callbacks.
 */
export const preventNavigation: Decorator = (Story) => (
  <div
    onClickCapture={(event) => {
      if ((event.target as Element).closest('a[href]')) event.preventDefault();
    }}
  >
    <Story />
  </div>
);

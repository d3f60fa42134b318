import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../shell/axe.test.helper';
import { demoPageLayers, demoStoryGridItems } from './demo.stories.data';
import { type PageLayer, PageLayers } from './page-layers';
import { StoryGrid } from './story-grid';

const section = (overrides: Partial<Extract<PageLayer, { kind: 'stats' }>['layout']> = {}) => ({
  spacing: 'default' as const,
  hasMarginTop: false,
  hasMarginBottom: false,
  background: { image: null, value: null, overlay: null },
  ...overrides,
});

describe('PageLayers', () => {
  it('renders every layer kind with one h1, its links, figures and story cards', async () => {
    const { container } = render(<PageLayers title={null} layers={demoPageLayers} locale="en-us" />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Built in Sweden since 1987',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our story',
      'The bar workshop',
      'What we make',
      'In numbers',
      'Talk to a Strength Expert',
      'Latest stories',
    ]);
    expect(screen.getByRole('link', { name: 'Shop equipment' })).toHaveAttribute('href', '/equipment');
    expect(screen.getByRole('link', { name: 'See the bars' })).toHaveAttribute('href', '/equipment/bars');
    expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/contact-sales');
    expect(screen.getByRole('link', { name: 'Plates' })).toHaveAttribute('href', '/equipment/plates');
    // A card without a link keeps its title as plain text.
    expect(screen.getByRole('heading', { level: 3, name: 'Racks' }).querySelector('a')).toBeNull();
    expect(screen.getByRole('img', { name: 'A row of barbells' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'A 20 kg competition bar loaded with red plates' })).toBeVisible();
    const figures = [...container.querySelectorAll('dl > div')].map((figure) => [
      figure.querySelector('dt')?.textContent,
      figure.querySelector('dd')?.textContent,
    ]);
    expect(figures).toContainEqual(['Founded', '1987']);
    const stories = within(
      screen.getByRole('heading', { name: 'Latest stories' }).parentElement as HTMLElement,
    );
    expect(stories.getAllByRole('article')).toHaveLength(3);
    expect(stories.getByRole('link', { name: 'Guide to knee sleeves' })).toHaveAttribute(
      'href',
      '/stories/guide-to-knee-sleeves',
    );
    expect(stories.getByText('4 min read')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('renders Markdown without raw HTML and empties unsafe link addresses', () => {
    const { container } = render(<PageLayers title={null} layers={demoPageLayers.slice(1, 2)} />);
    expect(screen.getByText('garage workshop').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'knee sleeve guide' })).toHaveAttribute(
      'href',
      '/stories/guide-to-knee-sleeves',
    );
    expect(screen.getByText('bad link').getAttribute('href')).toBe('');
    expect(container.querySelector('script')).toBeNull();
    expect(container).not.toHaveTextContent('<script>');
  });

  it('shows the page title as its own h1 when set, and the first layer heading at the level given', () => {
    render(
      <PageLayers
        title="About us"
        layers={[
          {
            kind: 'stats',
            id: 1,
            layout: section(),
            heading: 'Numbers',
            stats: [{ value: '1', label: 'One' }],
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Numbers' })).toBeVisible();
  });

  it('makes a rich-text heading the h1 at level 1 and styles the first action as primary', () => {
    render(
      <PageLayers
        title={null}
        layers={[
          {
            kind: 'rich-text',
            id: 1,
            layout: section(),
            level: 1,
            heading: 'Care guide',
            body: 'Oil the bar.',
          },
          {
            kind: 'call-to-action',
            id: 2,
            layout: section(),
            heading: 'Next',
            actions: [
              { label: 'First', href: '/a' },
              { label: 'Second', href: '/b' },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Care guide' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'First' })).toHaveClass('bg-accent');
    expect(screen.getByRole('link', { name: 'Second' })).toHaveClass('bg-ink');
  });

  it('puts each layer in a section with its spacing, height, margins and background', () => {
    const { container } = render(
      <PageLayers
        title={null}
        layers={[
          {
            kind: 'stats',
            id: 1,
            layout: section({
              spacing: 'lg',
              height: 'Md',
              hasMarginTop: true,
              background: { image: '/bg.jpg', value: '#0E0E10', overlay: 'bg-ink/40' },
            }),
            heading: null,
            stats: [{ value: '40', label: 'Countries' }],
          },
        ]}
      />,
    );
    const layer = container.querySelector('section');
    expect(layer).toHaveClass('section-lg', 'min-h-md', 'mt-section-default');
    expect(layer).not.toHaveClass('mb-section-default');
    expect(layer?.getAttribute('data-theme')).toBe('dark');
    expect(layer?.querySelector('[data-slot="background-layer"] img')).toHaveAttribute('src', '/bg.jpg');
  });

  it('uses the given texts for story cards', () => {
    render(
      <PageLayers
        title={null}
        locale="sv-se"
        labels={{ readingTime: '{0} min läsning' }}
        layers={[
          { kind: 'story-list', id: 1, layout: section(), heading: null, stories: demoStoryGridItems },
        ]}
      />,
    );
    expect(screen.getByText('6 min läsning')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('StoryGrid', () => {
  it('lists one card per story with its link', () => {
    render(<StoryGrid stories={demoStoryGridItems} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/stories/beginners-guide-to-lifting-belts',
    );
    expect(screen.getByRole('list')).toHaveClass(
      'mt-8',
      'grid',
      'gap-8',
      'sm:grid-cols-2',
      'desk:grid-cols-3',
    );
  });
});

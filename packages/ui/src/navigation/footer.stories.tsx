import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterSignup } from '../consent/newsletter-signup';
import { footerLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoNavigation } from './demo.stories.data';
import { Footer } from './footer';

const meta = {
  component: Footer,
  args: {
    groups: [
      {
        title: 'Shop',
        links: [
          { label: 'Equipment', url: '/equipment' },
          { label: 'Gear', url: '/gear' },
          { label: 'Outlet', url: '/outlet' },
        ],
      },
      {
        title: 'Service',
        links: [
          { label: 'Shipping', url: '/shipping' },
          { label: 'Financing', url: '/financing' },
          { label: 'Contact us', url: '/contact-us' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'About', url: '/about' },
          { label: 'Stories', url: '/stories' },
          { label: 'A stronger world', url: '/a-stronger-world' },
        ],
      },
    ],
    newsletter: {
      title: 'Train with us',
      description: 'Programming, new equipment and events — once a month.',
    },
    newsletterAction: (
      <NewsletterSignup buttonLabel="Sign up for the newsletter" onSubmit={fn(async () => {})} />
    ),
    social: {
      instagram: 'https://instagram.example/ironmark',
      linkedin: 'https://linkedin.example/company/ironmark',
      facebook: null,
      youtube: 'https://youtube.example/@ironmark',
      x: '',
    },
    certificationLogos: demoNavigation.config.certificationLogos,
    year: 2026,
  },
  tags: ['autodocs'],
  decorators: [localised<ComponentProps<typeof Footer>>((l) => ({ labels: l.labels(footerLabels) }))],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dark theme; only networks with a URL show (3 of 5); the newsletter button (an island) opens the overlay. */
export const Dark: Story = {
  play: async ({ canvas }) => {
    const social = canvas.getByRole('list', { name: 'Follow Ironmark' });
    await expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Instagram', 'LinkedIn', 'YouTube']);
    await expect(canvas.getByText('© 2026 Ironmark. All rights reserved.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up for the newsletter' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(within(nav).getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const Light: Story = { args: { theme: 'light' } };

/** The year defaults to the current year. */
export const CurrentYear: Story = {
  args: { year: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(`© ${new Date().getFullYear()} Ironmark. All rights reserved.`),
    ).toBeVisible();
  },
};

export const AllNetworks: Story = {
  args: {
    social: {
      instagram: 'https://instagram.example/ironmark',
      linkedin: 'https://linkedin.example/company/ironmark',
      facebook: 'https://facebook.example/ironmark',
      youtube: 'https://youtube.example/@ironmark',
      x: 'https://x.example/ironmark',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('list', { name: 'Follow Ironmark' })).getAllByRole('link'),
    ).toHaveLength(5);
  },
};

export const NoSocial: Story = {
  args: { social: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Follow Ironmark' })).toBeNull();
  },
};

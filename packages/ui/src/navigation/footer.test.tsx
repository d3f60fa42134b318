import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer, type FooterProps } from './footer';

const props: FooterProps = {
  groups: [{ title: 'Shop', links: [{ label: 'Bars', url: '/equipment/bars' }] }],
  newsletter: { title: 'News', description: 'Monthly.' },
  newsletterAction: <button type="button">Sign up</button>,
  social: {},
  certificationLogos: [
    { value: 'iwf', sport: 'weightlifting', label: 'International Weightlifting Federation', url: '/iwf' },
  ],
};

describe('Footer', () => {
  it('shows the design-award logo without a link, beside the linked federation logos (spec §1)', () => {
    render(<Footer {...props} />);
    const award = screen.getByRole('img', { name: 'Nordic Design Award 2025' });
    expect(award.closest('a')).toBeNull();
    expect(within(award).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: /International Weightlifting Federation/ })).toHaveAttribute(
      'href',
      '/iwf',
    );
  });

  it('hides the award when told to', () => {
    render(<Footer {...props} designAward={null} />);
    expect(screen.queryByRole('img', { name: /Design Award/ })).toBeNull();
  });
});

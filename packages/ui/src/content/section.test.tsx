import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conflictingClasses } from '../shell/class-groups.test.helper';
import { Hero } from './hero';
import { layerTheme, Section } from './section';

describe('layerTheme', () => {
  it('gives dark colour layers and images light text, pale layers dark text', () => {
    expect(layerTheme({ value: '#0E0E10' })).toBe('dark');
    expect(layerTheme({ value: '#C8201A' })).toBe('dark');
    expect(layerTheme({ value: '#ECEAE4' })).toBe('light');
    expect(layerTheme({ value: '#fff' })).toBe('light');
    expect(layerTheme({ image: '/media/content/hero.svg', overlay: 'bg-ink/45' })).toBe('dark');
    expect(layerTheme({ value: '#ECEAE4', theme: 'dark' })).toBe('dark');
    expect(layerTheme({ value: 'bg-grey-100' })).toBeUndefined();
    expect(layerTheme(undefined)).toBeUndefined();
  });

  it('marks the section with the theme and keeps the layer in light-theme colours', () => {
    const { container } = render(<Section background={{ value: '#0E0E10' }}>Text</Section>);
    expect(container.querySelector('section')?.getAttribute('data-theme')).toBe('dark');
    expect(container.querySelector('[data-slot="background-layer"]')?.getAttribute('data-theme')).toBe(
      'light',
    );
  });

  it('puts the hero content at the bottom without a second, centring justify class', () => {
    const { container } = render(<Hero title="Built to lift" className="mt-4" />);
    const section = container.querySelector('section');
    expect(section).toHaveClass('justify-end', 'mt-4');
    expect(section).not.toHaveClass('justify-center');
    expect(conflictingClasses(section?.className ?? '')).toEqual([]);
  });

  it('centres its content by default', () => {
    const { container } = render(<Section height="Md">Text</Section>);
    expect(container.querySelector('section')).toHaveClass('justify-center');
    expect(container.querySelector('section')).not.toHaveClass('justify-end');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import {
  type ButtonFeedbackTone,
  type ButtonSize,
  type ButtonVariant,
  buttonVariants,
} from './button-variants';
import { conflictingClasses } from './class-groups.test.helper';

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'link'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg', 'icon'];
const feedbacks: (ButtonFeedbackTone | undefined)[] = [undefined, 'success', 'error'];
const cases = variants.flatMap((variant) =>
  sizes.flatMap((size) =>
    feedbacks.flatMap((feedback) => [false, true].map((square) => ({ variant, size, feedback, square }))),
  ),
);

describe('buttonVariants', () => {
  it.each(cases)('sets each property once for %o', (options) => {
    expect(conflictingClasses(buttonVariants(options))).toEqual([]);
  });

  it('gives a link the size padding, not a second zero padding', () => {
    const classes = buttonVariants({ variant: 'link', size: 'sm' }).split(' ');
    expect(classes).toContain('px-3');
    expect(classes).not.toContain('px-0');
  });

  it('keeps the link colours when feedback is set', () => {
    const classes = buttonVariants({ variant: 'link', feedback: 'success' }).split(' ');
    expect(classes).toContain('text-ink');
    expect(classes).not.toContain('bg-success');
  });
});

describe('Button classes', () => {
  it('renders square corners without the rounded base corner', () => {
    render(
      <Button variant="secondary" square>
        Search
      </Button>,
    );
    const classes = screen.getByRole('button', { name: 'Search' }).classList;
    expect(classes).toContain('rounded-none');
    expect(classes).not.toContain('rounded-xs');
  });

  it.each<[ButtonFeedbackTone, string]>([
    ['success', 'bg-success'],
    ['error', 'bg-error'],
  ])('shows %s feedback in its colours instead of the variant colours', (feedback, background) => {
    render(
      <Button variant="outline" feedback={feedback}>
        Add
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Add/ });
    expect(button.classList).toContain(background);
    expect(button.classList).toContain('text-paper');
    expect(button.classList).not.toContain('bg-transparent');
    expect(button.classList).not.toContain('text-ink');
    expect(conflictingClasses(button.className)).toEqual([]);
  });
});

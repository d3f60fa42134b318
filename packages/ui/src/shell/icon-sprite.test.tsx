import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconSprite, SpriteIcon, type SpriteIconName } from './icon-sprite';

describe('IconSprite and SpriteIcon', () => {
  it('draws each icon from a symbol of the sprite, decorative and unfilled unless a class fills it', () => {
    const names: SpriteIconName[] = ['heart', 'shopping-bag'];
    const { container } = render(
      <>
        <IconSprite />
        {names.map((name) => (
          <SpriteIcon key={name} name={name} className={name === 'heart' ? 'fill-current' : undefined} />
        ))}
      </>,
    );
    const sprite = container.querySelector('svg');
    expect(sprite).toHaveAttribute('aria-hidden', 'true');
    for (const name of names) {
      const use = container.querySelector(`use[href="#im-icon-${name}"]`);
      expect(use, name).not.toBeNull();
      const symbol = sprite?.querySelector(`symbol#im-icon-${name}`);
      // The symbol holds the lucide icon's own paths, strokes in the text colour, fill from the icon.
      expect(symbol?.querySelectorAll('path').length, name).toBeGreaterThan(0);
      expect(symbol?.querySelector('svg')).toHaveAttribute('stroke', 'currentColor');
      expect(symbol?.querySelector('svg')).toHaveAttribute('fill', 'inherit');
      expect(use?.parentElement).toHaveAttribute('aria-hidden', 'true');
      expect(use?.parentElement).toHaveAttribute('fill', 'none');
    }
    expect(container.querySelector('use[href="#im-icon-heart"]')?.parentElement).toHaveClass('fill-current');
  });
});

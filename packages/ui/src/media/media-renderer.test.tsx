import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../shell/axe.test.helper';
import { demoEmbedAsset, demoImageAsset, demoVideoAsset } from './demo.stories.data';
import { wrapIndex } from './lightbox';
import { MediaRenderer } from './media-renderer';

describe('MediaRenderer', () => {
  it('renders nothing and logs "Unknown media type" for an asset without a known mime', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<MediaRenderer asset={{ id: 'x', url: '/x.bin', name: 'x.bin' }} />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith('Unknown media type', null);
  });

  it('renders nothing and logs "Image is null" for a missing asset', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<MediaRenderer asset={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith('Image is null');
  });

  it('uses the blur placeholder for a normal image and not for a priority one', async () => {
    const { rerender } = render(<MediaRenderer asset={demoImageAsset} options={{ variant: '4x5' }} />);
    expect(screen.getByRole('img')).toHaveAttribute('data-placeholder', 'blur');
    rerender(<MediaRenderer asset={demoImageAsset} options={{ variant: '4x5', priority: true }} />);
    expect(screen.getByRole('img')).not.toHaveAttribute('data-placeholder');
    await expectNoAxeViolations(document.body);
  });

  it('drops the blur placeholder once the image has loaded', () => {
    render(<MediaRenderer asset={demoImageAsset} options={{ variant: '4x5' }} />);
    const image = screen.getByRole('img');
    expect(image.style.backgroundImage).toContain('url(');
    fireEvent.load(image);
    expect(image).not.toHaveAttribute('data-placeholder');
    expect(image.style.backgroundImage).toBe('');
  });

  it('shows an embed as its thumbnail button, then the frame once pressed', () => {
    const { container } = render(<MediaRenderer asset={demoEmbedAsset} />);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Play video: / }));
    expect(container.querySelector('iframe')).not.toBeNull();
  });

  it('shows controls only when autoplay is off', () => {
    const { container, rerender } = render(<MediaRenderer asset={demoVideoAsset} />);
    expect((container.querySelector('video') as HTMLVideoElement).controls).toBe(false);
    rerender(<MediaRenderer asset={demoVideoAsset} options={{ autoplay: false }} />);
    expect((container.querySelector('video') as HTMLVideoElement).controls).toBe(true);
  });
});

describe('wrapIndex', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -5, 3, 2],
    [0, 1, 0, 0],
  ])('moves from %i by %i in %i items to %i', (index, step, count, expected) => {
    expect(wrapIndex(index, step, count)).toBe(expected);
  });
});

import { IMAGE_DEVICE_WIDTHS, IMAGE_MENU_QUALITIES, IMAGE_SMALL_SIZES } from '@ironmark/config/constants';
import { describe, expect, it } from 'vitest';
import nextConfig from '../next.config';

describe('next.config images', () => {
  it('serves exactly the spec §9 widths and qualities the media package asks for', () => {
    expect(nextConfig.images?.deviceSizes).toEqual([...IMAGE_DEVICE_WIDTHS]);
    expect(nextConfig.images?.imageSizes).toEqual([...IMAGE_SMALL_SIZES]);
    expect(nextConfig.images?.qualities).toEqual([...IMAGE_MENU_QUALITIES]);
  });
});

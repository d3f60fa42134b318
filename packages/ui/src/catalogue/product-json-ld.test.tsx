import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductJsonLd } from './product-json-ld';

const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'Power Bar 20 kg' };
const script = (container: HTMLElement) =>
  container.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');

describe('ProductJsonLd', () => {
  it('writes the product with its offers', () => {
    const offers = [{ '@type': 'Offer', sku: 'IM-BAR-20-P', price: '1299.00', priceCurrency: 'USD' }];
    const { container } = render(<ProductJsonLd data={product} offers={offers} />);
    expect(JSON.parse(script(container)?.textContent ?? '')).toEqual({ ...product, offers });
  });

  it('leaves `offers` out when there are none (prices hidden, or not yet known)', () => {
    const { container } = render(<ProductJsonLd data={product} offers={[]} />);
    expect(JSON.parse(script(container)?.textContent ?? '')).toEqual(product);
  });

  it('escapes every "<" so a text in the data cannot close the script', () => {
    const { container } = render(<ProductJsonLd data={{ ...product, description: '</script><b>x</b>' }} />);
    const text = script(container)?.textContent ?? '';
    expect(text).not.toContain('<');
    expect(JSON.parse(text).description).toBe('</script><b>x</b>');
  });
});

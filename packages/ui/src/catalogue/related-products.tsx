import { type ComponentProps, Fragment, type ReactNode } from 'react';
import { cn } from '../shell/cn';
import { ProductCard, type ProductCardProduct, type ProductCardProps } from './product-card';
import { ProductGrid } from './product-grid';

export interface RelatedProductsProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Products shown as cards. */
  products: ProductCardProduct[];
  /** Section heading; default 'Related products'. */
  heading?: string;
  /** Props passed to every card (mode, locale, callbacks, labels). */
  cardProps?: Omit<ProductCardProps, 'product'>;
  /** Renders a card in place of the static one (e.g. a card that loads its real-time price). */
  renderCard?: (product: ProductCardProduct) => ReactNode;
}

/** A section of related product cards under a display heading; nothing renders without products. */
export function RelatedProducts({
  products,
  heading = 'Related products',
  cardProps,
  renderCard,
  className,
  ...props
}: RelatedProductsProps) {
  if (products.length === 0) return null;
  return (
    <section
      aria-label={heading}
      data-slot="related-products"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <h2 className="font-display text-2xl font-semibold uppercase">{heading}</h2>
      <ProductGrid label={heading} eager={0}>
        {products.map((product) =>
          renderCard ? (
            <Fragment key={product.code}>{renderCard(product)}</Fragment>
          ) : (
            <ProductCard key={product.code} headingLevel={3} {...cardProps} product={product} />
          ),
        )}
      </ProductGrid>
    </section>
  );
}

import type { Product } from '@/lib/practice/exercises/grocery/catalogue';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: readonly Product[];
  isInCart: (productId: string) => boolean;
  onAdd: (product: Product) => void;
  /** Passed on to every card (see ProductCard). */
  labelsHidden: boolean;
}

export function ProductGrid({ products, isInCart, onAdd, labelsHidden }: ProductGridProps) {
  return (
    <ul data-test="product-grid" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} inCart={isInCart(product.id)} onAdd={onAdd} labelHidden={labelsHidden} />
      ))}
    </ul>
  );
}

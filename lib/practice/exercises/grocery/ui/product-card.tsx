import type { Product } from '@/lib/practice/exercises/grocery/catalogue';
import { formatDollars } from '@/lib/practice/exercises/grocery/cart';
import { primaryButton } from './styles';
import { VegetableArt } from './vegetable-art';

interface ProductCardProps {
  product: Product;
  inCart: boolean;
  onAdd: (product: Product) => void;
  /** Bug mode's planted accessibility defect: the button's label is hidden from assistive technology. */
  labelHidden: boolean;
}

/** One product: picture, name, price and 'Add to Cart', which stays disabled while the product is in the cart. */
export function ProductCard({ product, inCart, onAdd, labelHidden }: ProductCardProps) {
  const nameId = `product-name-${product.id}`;
  return (
    <li
      data-test="product-card"
      data-product-id={product.id}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid aspect-square place-items-center rounded-lg bg-slate-50">
        <VegetableArt image={product.image} name={product.name} className="size-3/4" />
      </div>
      <h3 id={nameId} data-test="product-name" className="mt-3 font-semibold text-ink">
        {product.name}
      </h3>
      <p data-test="product-price" className="mt-1 text-lg font-bold text-brand-800">
        {formatDollars(product.price)}
      </p>
      {/* The visible label is the accessible name; the description says which product it is. */}
      <button
        type="button"
        onClick={() => onAdd(product)}
        disabled={inCart}
        aria-describedby={nameId}
        data-test={`add-to-cart-${product.id}`}
        className={`${primaryButton} mt-3 w-full text-sm`}
      >
        <span aria-hidden={labelHidden || undefined}>{inCart ? 'added to cart' : 'Add to Cart'}</span>
      </button>
    </li>
  );
}

import { formatLine, type CartLine } from '@/lib/practice/exercises/grocery/cart';
import { stepperButton } from './styles';

interface CartLineItemProps {
  line: CartLine;
  /** The line holds the most an order may (MAX_LINE_QUANTITY): + is disabled. */
  atMost: boolean;
  onIncrease: (productId: string) => void;
  /** At quantity 1 the cart removes the line. */
  onDecrease: (productId: string) => void;
}

/** A line of the cart dropdown: name, "price x quantity = subtotal" and the − / + steppers. */
export function CartLineItem({ line, atMost, onIncrease, onDecrease }: CartLineItemProps) {
  const { id, name } = line.product;
  return (
    <li data-test="cart-line" data-product-id={id} className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p data-test={`line-name-${id}`} className="font-semibold text-ink">
          {name}
        </p>
        <p data-test={`line-subtotal-${id}`} className="text-sm text-slate-700 tabular-nums">
          {formatLine(line)}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <button
          type="button"
          onClick={() => onDecrease(id)}
          aria-label={`Decrease ${name}`}
          data-test={`decrease-${id}`}
          className={stepperButton}
        >
          <span aria-hidden="true">−</span>
        </button>
        <span data-test={`line-quantity-${id}`} className="w-6 text-center font-semibold tabular-nums">
          {line.quantity}
        </span>
        <button
          type="button"
          onClick={() => onIncrease(id)}
          disabled={atMost}
          aria-label={`Increase ${name}`}
          data-test={`increase-${id}`}
          className={stepperButton}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </li>
  );
}

import { ORDER_LINE_MAX_QUANTITY, type CatalogueItem } from '@wholesale/rules';
import { productImage } from '../../lib/images';
import { Link } from '../../lib/router';
import { Picture } from '../../ui/Picture';

// The parts of a product's line that the cart, the order's editor and My usual items share.

/** The words of a stepper, each naming the product (the cart's and the order editor's). */
export interface StepperWords {
  quantity: (a: { name: string }) => string;
  decrease: (a: { name: string }) => string;
  increase: (a: { name: string }) => string;
  atMax: (a: { max: number }) => string;
}

/**
 * − / quantity / + of one line, a group named for its product. + stops at the most a line may
 * hold and says so on hover; − may stop at one (`minusDisabled`) where one is the least.
 */
export function QuantityStepper({
  words,
  name,
  quantity,
  text,
  minusDisabled,
  onMinus,
  onPlus,
}: {
  words: StepperWords;
  name: string;
  quantity: number;
  /** the quantity in words ("3 boxes") */
  text: string;
  minusDisabled?: boolean;
  onMinus: () => void;
  onPlus: () => void;
}) {
  const atMax = quantity >= ORDER_LINE_MAX_QUANTITY;
  return (
    <div className="qty" role="group" aria-label={words.quantity({ name })}>
      <button type="button" aria-label={words.decrease({ name })} disabled={minusDisabled} onClick={onMinus}>
        <span aria-hidden="true">−</span>
      </button>
      <span className="qty-value">{text}</span>
      <button
        type="button"
        aria-label={words.increase({ name })}
        disabled={atMax}
        title={atMax ? words.atMax({ max: ORDER_LINE_MAX_QUANTITY }) : undefined}
        onClick={onPlus}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

/** A line's Remove: short words on the button, the whole of them (with the product) to screen readers. */
export function RemoveLineButton({
  label,
  text,
  secondary = false,
  className,
  onClick,
}: {
  label: string;
  text: string;
  /** the secondary look, for a line that can only be removed */
  secondary?: boolean;
  className?: string;
  onClick: () => void;
}) {
  const look = secondary ? 'btn-secondary' : 'btn-ghost';
  return (
    <button
      type="button"
      className={`btn ${look} btn-small cart-remove${className ? ` ${className}` : ''}`}
      aria-label={label}
      onClick={onClick}
    >
      {text}
    </button>
  );
}

/**
 * A line's picture (a grey box without one), a link to the product: not a second tab stop and
 * not read out, since the line's name beside it links to the same page.
 */
export function LineThumb({ item, href }: { item: Pick<CatalogueItem, 'images' | 'style' | 'slug'>; href: string }) {
  const img = productImage(item, 1);
  return (
    <Link to={href} className="cart-thumb" tabIndex={-1} aria-hidden="true">
      {item.images > 0 ? <Picture avif={img.avif} jpg={img.jpg} alt="" width={64} height={64} /> : null}
    </Link>
  );
}

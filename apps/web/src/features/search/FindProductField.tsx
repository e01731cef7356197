import type { InputHTMLAttributes, Ref } from 'react';

/**
 * The search box of "Add a product" inside a larger form (the order's editor, an order guide):
 * its label for screen readers only, the phone's search key and no autofill. Enter looks, it
 * never sends the form around it.
 */
export function FindProductField({
  id,
  label,
  inputRef,
  ...input
}: {
  id: string;
  label: string;
  inputRef?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'onKeyDown'>) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        {...input}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
    </>
  );
}

/**
 * The end of a found product's row: Add (naming the product to screen readers), or, for a product
 * already there, a word that says so instead.
 */
export function AddOrThere({
  there,
  thereText,
  thereClassName,
  addLabel,
  addText,
  onAdd,
}: {
  there: boolean;
  thereText: string;
  thereClassName: string;
  addLabel: string;
  addText: string;
  onAdd: () => void;
}) {
  if (there) return <span className={thereClassName}>{thereText}</span>;
  return (
    <button type="button" className="btn btn-secondary btn-small" aria-label={addLabel} onClick={onAdd}>
      {addText}
    </button>
  );
}

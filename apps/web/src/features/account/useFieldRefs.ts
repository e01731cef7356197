import { useRef } from 'react';
import { focusControl } from './Field';

/** The first field, in form order, that has an error (focus goes there on submit). */
export function firstInvalid<F extends string>(order: readonly F[], errors: Partial<Record<F, unknown>>): F | null {
  return order.find((f) => errors[f] !== undefined) ?? null;
}

/**
 * The inputs of an account form by field name, so a failed check can move the focus to the first
 * field in error; `ref(name)` is the control's `inputRef`. Every account form kept this map by hand.
 */
export function useFieldRefs<K extends string>() {
  const refs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const ref = (name: K) => (el: HTMLInputElement | null) => {
    refs.current[name] = el;
  };
  /** Focuses the first field of `order` that `errors` names (brought into view); whether there was one. */
  const focusFirstInvalid = (order: readonly K[], errors: Partial<Record<K, unknown>>): boolean => {
    const first = firstInvalid(order, errors);
    if (first !== null) focusControl(refs.current[first]);
    return first !== null;
  };
  return { refs, ref, focusFirstInvalid };
}

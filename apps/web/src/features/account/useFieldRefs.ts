import { useRef } from 'react';

/**
 * The inputs of an account form by field name, so a failed check can move the focus to the first
 * field in error; `ref(name)` is the control's `inputRef`. Every account form kept this map by hand.
 */
export function useFieldRefs<K extends string>() {
  const refs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const ref = (name: K) => (el: HTMLInputElement | null) => {
    refs.current[name] = el;
  };
  return { refs, ref };
}

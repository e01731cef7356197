import { useCallback, useState } from 'react';

/**
 * A form's refusals by field. A field's refusal goes as soon as that field is edited (the next
 * send checks it again); `editField(key, set)` is the field's change handler that does both.
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const clear = useCallback((key: K) => setErrors((e) => (e[key] === undefined ? e : { ...e, [key]: undefined })), []);
  const editField =
    <V>(key: K, set: (value: V) => void) =>
    (value: V) => {
      set(value);
      clear(key);
    };
  return { errors, setErrors, clear, editField };
}

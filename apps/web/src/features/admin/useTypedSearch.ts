import { useCallback, useEffect, useState } from 'react';
import { normalizeSearch } from './search';

/**
 * A search field that asks the server as staff type: `text` is what the field shows, `q` the
 * normalised search sent once typing pauses for `delayMs` (not one request per key).
 */
export function useTypedSearch(delayMs = 250) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = window.setTimeout(() => setQ(normalizeSearch(text)), delayMs);
    return () => window.clearTimeout(t);
  }, [text, delayMs]);
  const clear = useCallback(() => {
    setText('');
    setQ('');
  }, []);
  return { text, setText, q, clear };
}

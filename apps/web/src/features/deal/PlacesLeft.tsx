import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import { useEffect, useState } from 'react';
import './deal.css';

interface Status {
  state: 'not_started' | 'running' | 'full' | 'ended';
  capacity: number;
  places_left: number;
}

/**
 * The Deals page's count of the launch deal's places left, read from the server after the page
 * shows (the server's HTML stays the same for everyone); nothing until it answers or when it fails.
 */
export function PlacesLeft({ t }: { t: TranslationFunctions['deal'] }) {
  const { locale } = useI18nContext();
  const [status, setStatus] = useState<Status | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetch('/api/deals/launch', { signal: abort.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: Status }>) : null))
      .then((body) => {
        if (body) setStatus(body.data);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  if (!status) return <p className="deal-places" aria-live="polite" />;
  const text =
    status.state === 'running'
      ? t.places.left({ left: status.places_left, capacity: status.capacity })
      : status.state === 'not_started'
        ? t.places.notStarted()
        : t.places.ended();
  return (
    <p className="deal-places" aria-live="polite" data-testid="deal-places" lang={locale}>
      {text}
    </p>
  );
}

import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useState } from 'react';
import { writeStorage } from '../../lib/storage';
import { useNamespace } from '../locale/LocaleProvider';
import { INSTALL_HINT_SEEN_KEY } from './wanted';

/** Safari's Share glyph (a box with an arrow up), so the buyer knows which button is meant. */
function ShareGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="install-hint-glyph">
      <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5M6 11H5v10h14V11h-1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The iPhone's "Add to Home Screen" hint, shown once: it counts as seen as soon as it shows, so a
 * buyer who ignores it is not asked again on the next page load. Close hides it at once.
 */
export default function InstallHint() {
  const { LL } = useI18nContext();
  const ready = useNamespace('pwa');
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (ready) writeStorage(INSTALL_HINT_SEEN_KEY, new Date().toISOString());
  }, [ready]);
  if (!ready || !open) return null;
  const H = LL.pwa.installHint;
  return (
    <section className="install-hint" role="region" aria-label={H.label()}>
      <ShareGlyph />
      <p>{H.text()}</p>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
        {H.dismiss()}
      </button>
    </section>
  );
}

import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useState } from 'react';
import { writeStorage } from '../../lib/storage';
import { ShareIcon } from '../../ui/ShareIcon';
import { useNamespace } from '../locale/LocaleProvider';
import { INSTALL_HINT_SEEN_KEY } from './wanted';

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
      <ShareIcon className="install-hint-glyph" />
      <p>{H.text()}</p>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
        {H.dismiss()}
      </button>
    </section>
  );
}

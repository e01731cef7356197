import { useI18nContext } from '@wholesale/i18n';
import { useId, type ReactNode } from 'react';

/**
 * The item form's photos, chosen before the product exists or uploaded to it: the heading, a hint
 * (`hintId`, which the button that adds photos points to), then the photos.
 */
export function PhotosSection({
  hintId,
  hint,
  busy,
  children,
}: {
  hintId: string;
  hint: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const P = useI18nContext().LL.admin.items.photos;
  const headingId = useId();
  return (
    <section className="item-photos" aria-labelledby={headingId} aria-busy={busy}>
      <h3 id={headingId} className="item-photos-title">
        {P.title()}
      </h3>
      <p id={hintId} className="muted admin-hint">
        {hint}
      </p>
      {children}
    </section>
  );
}

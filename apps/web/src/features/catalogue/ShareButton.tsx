import { useI18nContext } from '@wholesale/i18n';
import { ShareIcon } from '../../ui/ShareIcon';
import { toast } from '../../ui/toastStore';

/** The link to a product in the sharer's language (the server answers `?lang=` in it). */
export function productShareUrl(origin: string, id: number, locale: string): string {
  return `${origin}/wholesale/product/${id}?lang=${encodeURIComponent(locale)}`;
}

/**
 * The product's share button: the phone's share sheet where there is one (KakaoTalk and messages
 * are in it), else the link copied, with a toast; where even copying fails, the toast shows the
 * link to copy by hand. Rendered by the server too (same words): it answers once the page runs.
 */
export function ShareButton({ id, name }: { id: number; name: string }) {
  const { LL, locale } = useI18nContext();
  const S = LL.product.share;

  async function share(): Promise<void> {
    const url = productShareUrl(window.location.origin, id, locale);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        // Closing the sheet is the buyer's choice, not a failure.
        if ((error as { name?: string } | null)?.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: S.copied(), variant: 'success', group: 'share' });
    } catch {
      toast({ title: S.failed(), text: url, variant: 'error', group: 'share', durationMs: 10_000 });
    }
  }

  return (
    <button
      type="button"
      className="btn btn-ghost share-btn"
      aria-label={S.label({ name })}
      onClick={() => void share()}
    >
      <ShareIcon />
      <span>{S.button()}</span>
    </button>
  );
}

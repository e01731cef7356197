import type { Locales } from '@wholesale/i18n';

// The web manifest (the installed app's name, icons and colours; apps/web/scripts/make-app-icons.mjs)
// is linked by the app once it runs, not by the HTML. A browser reads a manifest as soon as it sees
// one, and Chromium's install check downloads the 192-px icon with it: on a slow line those two
// downloads share the page's first second with its main picture. Installing needs the service
// worker, which needs the app, so a page without JavaScript loses nothing by not linking it.

/** Links the manifest in `locale` (the installed app's name and description in the buyer's language). */
export function linkManifest(locale: Locales): void {
  const link =
    document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]') ??
    document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'manifest' }));
  link.href = `/app/manifest-${locale}.webmanifest`;
}

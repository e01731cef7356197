import type { Locales } from '@wholesale/i18n';

// Inline SVG flags: emoji flags render as two letters on Linux/Windows Chromium without a colour
// emoji font, and an image file would cost a request. Simplified but recognisable at 20 px.
export function Flag({ locale, size = 20 }: { locale: Locales; size?: number }) {
  const h = Math.round((size * 2) / 3);
  if (locale === 'ko') {
    return (
      <svg className="flag" width={size} height={h} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
        <rect width="30" height="20" fill="#fff" />
        <path d="M15 5a5 5 0 0 1 0 10a2.5 2.5 0 0 1 0-5a2.5 2.5 0 0 0 0-5z" fill="#0047a0" />
        <path d="M15 5a5 5 0 0 0 0 10a2.5 2.5 0 0 0 0-5a2.5 2.5 0 0 1 0-5z" fill="#cd2e3a" />
        <g stroke="#000" strokeWidth="1.2">
          <path d="M4 4.5l3-2.5M4.8 5.5l3-2.5M5.6 6.5l3-2.5" />
          <path d="M22 2.5l3 2.5M21.2 3.5l3 2.5M20.4 4.5l3 2.5" />
          <path d="M4 15.5l3 2.5M4.8 14.5l3 2.5M5.6 13.5l3 2.5" />
          <path d="M22 17.5l3-2.5M21.2 16.5l3-2.5M20.4 15.5l3-2.5" />
        </g>
        <rect width="30" height="20" fill="none" stroke="#ccc" strokeWidth="0.5" />
      </svg>
    );
  }
  return (
    <svg className="flag" width={size} height={h} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#b22234" />
      <path d="M0 2.3h30M0 5.4h30M0 8.5h30M0 11.5h30M0 14.6h30M0 17.7h30" stroke="#fff" strokeWidth="1.54" />
      <rect width="13" height="10.8" fill="#3c3b6e" />
      <g fill="#fff">
        <circle cx="2.5" cy="2.2" r=".7" />
        <circle cx="6.5" cy="2.2" r=".7" />
        <circle cx="10.5" cy="2.2" r=".7" />
        <circle cx="4.5" cy="5.4" r=".7" />
        <circle cx="8.5" cy="5.4" r=".7" />
        <circle cx="2.5" cy="8.6" r=".7" />
        <circle cx="6.5" cy="8.6" r=".7" />
        <circle cx="10.5" cy="8.6" r=".7" />
      </g>
    </svg>
  );
}

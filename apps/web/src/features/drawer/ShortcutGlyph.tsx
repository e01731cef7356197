// Simple line pictograms for the round shortcuts (inline: no image requests, nothing to fail).
const PATHS: Record<string, string> = {
  '/wholesale/marinated': 'M6 14c0-5 4-9 10-9 4 0 6 2 6 5 0 6-6 11-12 11-3 0-4-2-4-4zM12 12h4M11 15h5',
  '/wholesale/processed': 'M4 20L18 6l2 2L8 22zM16 4l4 4',
  '/wholesale/unprocessed': 'M5 12c0-4 3-7 8-7s8 3 8 7-3 8-8 8-8-4-8-8zM10 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
  '/wholesale/adams-gourmet': 'M13 3l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6L4 10l6-1z',
  '/wholesale/deal': 'M4 12V4h8l10 10-8 8zM8.5 8.5h.01',
  '/wholesale/how-to-order': 'M7 4h12v18H7zM10 9h6M10 13h6M10 17h4',
  '/contact': 'M4 6h18v13H4zM4 6l9 7 9-7',
  '/wholesale/packing': 'M4 9l9-5 9 5v9l-9 5-9-5zM4 9l9 5 9-5M13 14v9',
  '/wholesale/b2b': 'M4 21V9h7v12M11 21V4h10v17M14 8h4M14 12h4M14 16h4M6 13h3M6 17h3',
  '/wholesale/faq': 'M13 22a9 9 0 1 0 0-18a9 9 0 1 0 0 18zM10 10a3 3 0 1 1 4 3c-1 .5-1 1-1 2M13 18h.01',
};

export function ShortcutGlyph({ to }: { to: string }) {
  return (
    <svg width="34" height="34" viewBox="0 0 26 26" aria-hidden="true" focusable="false">
      <path
        d={PATHS[to] ?? ''}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

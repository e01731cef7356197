/**
 * The Share glyph iPhones show (a box with an arrow up): the product's share button, and the
 * install hint that points at Safari's own Share button. Decorative: give the control a label.
 * A module of its own, not in icons.tsx: that one loads with every page, these two are lazy.
 */
export function ShareIcon({ className }: { className?: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path
        d="M12 3v12M7.5 7.5 12 3l4.5 4.5M6 11H5v10h14V11h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

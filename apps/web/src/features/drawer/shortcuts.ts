type DrawerKey =
  'marinated' | 'prepped' | 'wholeMeat' | 'adams' | 'deal' | 'howToOrder' | 'contact' | 'packing' | 'b2b' | 'faq';

/** The drawer's 10 round shortcuts, in the spec's order. The glyph is chosen by path (ShortcutGlyph). */
export const DRAWER_SHORTCUTS: readonly { to: string; label: DrawerKey }[] = [
  { to: '/wholesale/marinated', label: 'marinated' },
  { to: '/wholesale/processed', label: 'prepped' },
  { to: '/wholesale/unprocessed', label: 'wholeMeat' },
  { to: '/wholesale/adams-gourmet', label: 'adams' },
  { to: '/wholesale/deal', label: 'deal' },
  { to: '/wholesale/how-to-order', label: 'howToOrder' },
  { to: '/contact', label: 'contact' },
  { to: '/wholesale/packing', label: 'packing' },
  { to: '/wholesale/b2b', label: 'b2b' },
  { to: '/wholesale/faq', label: 'faq' },
];

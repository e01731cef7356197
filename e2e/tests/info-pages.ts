import { literal, type Dictionary } from './dictionaries';

// The information pages, their titles and the headings each must show (shared by
// info.phone.spec.ts and a11y.spec.ts).

export interface InfoPage {
  path: string;
  title: (L: Dictionary) => string;
  /** Headings (any level) that must be on the page: a string is the whole name. */
  headings: (L: Dictionary) => (string | RegExp)[];
}

/** The heading of each named section of a page's dictionary, in the page's order. */
function headingsOf<K extends string>(page: Record<K, { heading: string }>, sections: readonly K[]): string[] {
  return sections.map((k) => page[k].heading);
}

export const INFO_PAGES: readonly InfoPage[] = [
  {
    path: '/wholesale/packing',
    title: (L) => L.packing.title,
    headings: (L) => headingsOf(L.packing, ['coldChain', 'packaging', 'browning', 'boxes']),
  },
  {
    path: '/wholesale/b2b',
    title: (L) => L.b2b.title,
    headings: (L) => [
      L.b2b.p1.title,
      L.b2b.p2.title,
      L.b2b.p3.title,
      L.b2b.p4.title,
      L.b2b.p5.title,
      L.b2b.p6.title,
      L.b2b.p7.title,
      L.b2b.ctaHeading,
    ],
  },
  {
    path: '/wholesale/deal',
    title: (L) => L.deal.title,
    headings: (L) => [L.deal.signup.title, L.deal.firstOrder.title, L.deal.finePrintHeading, L.deal.pickupHeading],
  },
  {
    path: '/wholesale/faq',
    title: (L) => L.faq.title,
    headings: (L) => headingsOf(L.faq, ['delivery', 'refund', 'purchase', 'bulk', 'cashCarry', 'allergen']),
  },
  {
    path: '/wholesale/how-to-order',
    title: (L) => L.howToOrder.title,
    // Step headings read "Step n" before the title.
    headings: (L) => [
      ...[L.howToOrder.s1, L.howToOrder.s2, L.howToOrder.s3, L.howToOrder.s4, L.howToOrder.s5, L.howToOrder.s6].map(
        (s) => new RegExp(`${literal(s.title).source}$`),
      ),
      L.howToOrder.paymentHeading,
    ],
  },
  {
    path: '/terms-and-policies',
    title: (L) => L.terms.title,
    headings: (L) => headingsOf(L.terms, ['tos', 'privacy', 'refund', 'payment', 'disclaimer', 'security']),
  },
  {
    path: '/cookie',
    title: (L) => L.cookiePolicy.title,
    headings: (L) => [L.cookiePolicy.what.h, L.cookiePolicy.kindsHeading, L.cookiePolicy.manage.h],
  },
];

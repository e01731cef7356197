import { literal, type Dictionary } from './dictionaries';

// The information pages, their titles and the headings each must show (shared by
// info.phone.spec.ts and a11y.spec.ts).

export interface InfoPage {
  path: string;
  title: (L: Dictionary) => string;
  /** Headings (any level) that must be on the page: a string is the whole name. */
  headings: (L: Dictionary) => (string | RegExp)[];
}

export const INFO_PAGES: readonly InfoPage[] = [
  {
    path: '/wholesale/packing',
    title: (L) => L.packing.title,
    headings: (L) => [
      L.packing.coldChain.heading,
      L.packing.packaging.heading,
      L.packing.browning.heading,
      L.packing.boxes.heading,
    ],
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
    headings: (L) => [
      L.faq.delivery.heading,
      L.faq.refund.heading,
      L.faq.purchase.heading,
      L.faq.bulk.heading,
      L.faq.cashCarry.heading,
      L.faq.allergen.heading,
    ],
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
    headings: (L) => [
      L.terms.tos.heading,
      L.terms.privacy.heading,
      L.terms.refund.heading,
      L.terms.payment.heading,
      L.terms.disclaimer.heading,
      L.terms.security.heading,
    ],
  },
  {
    path: '/cookie',
    title: (L) => L.cookiePolicy.title,
    headings: (L) => [L.cookiePolicy.what.h, L.cookiePolicy.kindsHeading, L.cookiePolicy.manage.h],
  },
];

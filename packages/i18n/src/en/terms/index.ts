import type { BaseTranslation } from '../../i18n-types';

// /terms-and-policies. Six sections (storefront spec, section 2). Every section is a heading plus
// named sub-sections of one heading (h) and one paragraph (p): the page renders them in a fixed
// order, and apps/web/scripts/make-policy-pdf.mjs prints the `privacy` section into the PDF, in
// object order, so the PDF and the page never drift.
const en_terms = {
  metaTitle: 'Terms & Policies',
  crumb: 'Terms & Policies',
  title: 'Terms & Policies',
  updated: 'Last updated: November 2026',
  intro:
    'These terms and policies apply to everyone who uses our wholesale store. Please read them before you request an account or place an order.',
  tocHeading: 'On this page',
  backToTop: 'Back to top',
  tos: {
    heading: 'Terms of Service',
    who: {
      h: 'Who may use this store',
      p: 'This store is for verified businesses only: restaurants and other food businesses that hold a valid business license and a California resale certificate. We do not sell to consumers.',
    },
    accounts: {
      h: 'Accounts',
      p: 'A sign-up is a request until we approve it, usually within 1-2 business days, and we tell you by e-mail. Keep your password private: you are responsible for orders placed with your account. We may refuse or suspend an account whose documents cannot be verified.',
    },
    orders: {
      h: 'Orders and prices',
      p: 'Prices are in US dollars and may change without notice; the price that applies is the one calculated when you check out. An order is confirmed only when you receive our confirmation e-mail. If we cannot fill an order, for example because a product is out of stock, we tell you and return any prepayment for it.',
    },
    pickup: {
      h: 'Pickup and delivery',
      p: 'Orders are picked up at our downtown Los Angeles (DTLA) warehouse and are usually ready within 24 hours. Two or more missed pickups may lead to the suspension of your account. Delivery is currently unavailable.',
    },
    law: {
      h: 'Governing law and changes',
      p: 'These terms are governed by the laws of the State of California. We may update them; the date at the top of this page shows when they last changed.',
    },
  },
  privacy: {
    heading: 'Privacy Policy',
    intro: {
      h: 'About this policy',
      p: 'This policy explains what information we collect when you use our wholesale store, why we collect it, who we share it with and the choices you have.',
    },
    collect: {
      h: 'Information we collect',
      p: 'The details you give us: your name, company, e-mail address, phone number, business address, business license number, California resale certificate and the documents you upload. The details of your orders: products, quantities, prices and dates, and your reward points. The messages you send us through the contact form.',
    },
    use: {
      h: 'How we use it',
      p: 'To check that your business is eligible, run your account, prepare and hand over your orders, take payments, answer your questions, keep your reward points and meet our tax and legal duties. We e-mail you about your account and your orders; we do not send marketing e-mails without your consent.',
    },
    share: {
      h: 'Who we share it with',
      p: 'We do not sell or rent your personal information. We share it only with the service providers that help us run the store (hosting, file storage and e-mail delivery), who must protect it, and with public authorities when the law requires it.',
    },
    cookies: {
      h: 'Cookies and browser storage',
      p: 'We use only the cookies and browser storage the store needs to work: the cart, your sign-in, your language choice and your cookie consent. We use no advertising or third-party cookies. Our Cookie Policy gives the details.',
    },
    retention: {
      h: 'How long we keep it',
      p: 'We keep your information while your account is open, and afterwards only as long as tax and business-record laws require.',
    },
    rights: {
      h: 'Your rights',
      p: 'You can ask to see, correct or delete your personal information, except records we must keep by law. California residents may have further rights under the California Consumer Privacy Act, such as the right to know and the right to delete. We do not sell or share personal information for advertising.',
    },
    contact: {
      h: 'Contact',
      p: 'For any privacy question or request, write to us through the contact page. Our team answers Monday to Friday, 8am to 3:30pm Pacific time.',
    },
    pdfLink: 'Download the Privacy Policy (PDF)',
  },
  refund: {
    heading: 'Return & Refund',
    final: {
      h: 'All sales are final',
      p: 'Meat is perishable. All sales are final and non-refundable, and products cannot be returned once they have left our warehouse.',
    },
    claims: {
      h: 'Quality claims',
      p: 'If a product has a quality problem, report it within 24 hours of receiving it, with photos of the product and its label, and keep it refrigerated or frozen until we reply. If we confirm the problem, we may replace the product or credit your account.',
    },
    colour: {
      h: 'Colour is not a defect',
      p: 'Meat in a sealed pack can look darker because of the myoglobin effect. Its colour returns within 15-30 minutes once it is exposed to air, and the meat is safe.',
    },
  },
  payment: {
    heading: 'Payment Policy',
    methods: {
      h: 'Payment methods',
      p: 'We accept cash and cards. American Express is not accepted. Card payments include sales tax, and a processing fee may apply.',
    },
    prepay: {
      h: 'Prepayment and balance',
      p: 'Pickup orders need a 50% prepayment when you check out, and the balance is due at pickup. Pay the balance in cash and you get a 5% discount on the balance.',
    },
    late: {
      h: 'Late payment',
      p: 'Overdue amounts carry interest of 1.5% per month, or the maximum rate allowed by law if that is lower.',
    },
    missed: {
      h: 'Missed pickups',
      p: 'Two or more missed pickups may lead to the suspension of your account. If you cannot come, contact us before your pickup time.',
    },
  },
  disclaimer: {
    heading: 'Disclaimer',
    info: {
      h: 'Product information',
      p: 'Photos are for illustration and the product may look different. Pack weights are averages; catch-weight products are priced by their actual weight.',
    },
    handling: {
      h: 'After pickup',
      p: 'Once you receive an order, its storage, preparation and handling are in your hands, and we are not liable for problems that arise from them. Keep products frozen, do not refreeze them once thawed and cook them thoroughly.',
    },
    allergens: {
      h: 'Allergens',
      p: 'Our facilities handle soy, wheat, sesame and other allergens. Check the ingredients and allergens of each product before you serve it.',
    },
    changes: {
      h: 'Changes and errors',
      p: 'Prices, stock, offers and these policies can change. We work to keep the store accurate but cannot promise that it is free of errors.',
    },
  },
  security: {
    heading: 'Security & Privacy',
    passwords: {
      h: 'Passwords',
      p: 'We store passwords only in a one-way hashed form, so no one, our staff included, can read them.',
    },
    sessions: {
      h: 'Your sign-in',
      p: 'Your sign-in is kept in an httpOnly cookie, which scripts on the page cannot read.',
    },
    documents: {
      h: 'Your documents',
      p: 'Business licenses and resale certificates are stored privately and are seen only by the staff who review account requests.',
    },
    yours: {
      h: 'What you can do',
      p: 'Use a strong password that you use nowhere else, sign out on shared devices and tell us at once if you think someone else has used your account.',
    },
  },
} satisfies BaseTranslation;

export default en_terms;

import type { BaseTranslation } from '../../i18n-types';

// /wholesale/b2b: exactly seven selling points (catalogue spec, section 2) and a Contact button.
const en_b2b = {
  metaTitle: 'Business to Business',
  crumb: 'B2B',
  title: 'Business to Business',
  intro:
    'We are a Korean-American meat producer in downtown Los Angeles, supplying beef, pork and chicken to restaurants and food businesses. Here is why kitchens across Southern California order from us.',
  pointsHeading: 'Seven reasons to work with us',
  p1: {
    title: 'Wholesale prices for verified businesses',
    body: 'Our store is for licensed businesses only. Once your account is approved, you see wholesale prices on every product and earn reward points on your orders.',
  },
  p2: {
    title: 'Beef, pork and chicken in one order',
    body: 'Three sub-brands under one roof, so one supplier and one pickup cover most of your menu.',
  },
  p3: {
    title: 'Marinated and ready to cook',
    body: 'Korean-style marinated meats made in our own kitchen, with the same recipe in every batch, so your dishes taste the same every day.',
  },
  p4: {
    title: 'Prepped cuts, whole meat and a premium line',
    body: 'Choose trimmed, prepped cuts that save labour, whole meat to break down in house, or our Adams Gourmet premium beef line.',
  },
  p5: {
    title: 'A full cold chain',
    body: 'Cutting, packing and storage all stay at 40°F (4°C) or below until the moment you pick up your order.',
  },
  p6: {
    title: 'Boxes sized for the kitchen',
    body: '30 lb boxes of six 5 lb packs for marinated meats and 20 lb boxes of two 10 lb packs for raw or trimmed cuts: easy to store, easy to rotate.',
  },
  p7: {
    title: 'Fast pickup, support in English and Korean',
    body: 'Orders are usually ready within 24 hours at our DTLA warehouse, and our team answers in English or Korean, Monday to Friday, 8am to 3:30pm Pacific time.',
  },
  ctaHeading: 'Talk to our sales team',
  ctaBody: 'Tell us about your business and what you need. We will reply with prices and the next steps.',
  ctaButton: 'Contact us',
} satisfies BaseTranslation;

export default en_b2b;

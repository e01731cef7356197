import type { BaseTranslation } from '../../i18n-types';

// /wholesale/packing. Facts (40°F / 4°C, 15-30 minutes, 30 lb and 20 lb boxes) come from the
// catalogue spec, sections 2 and 9; keep them identical in ko.
const en_packing = {
  metaTitle: 'Packing & Cold Chain',
  crumb: 'Packing',
  title: 'Packing & Cold Chain',
  intro:
    'Every box that leaves our downtown Los Angeles warehouse is packed to reach your kitchen cold, sealed and ready to use. Here is how we do it, and what to expect when you open a box.',
  coldChain: {
    heading: 'A full cold chain at 40°F (4°C) or below',
    p1: 'From the cutting room to the pickup dock, our meat never leaves refrigeration. Cutting, marinating, packing and storage all take place at 40°F (4°C) or below.',
    p2: 'Finished boxes wait in our coolers and freezers until the moment you pick them up, so the temperature stays steady all the way to your truck.',
    img1: 'A thermometer reading 40°F (4°C) next to a cooler',
    img2: 'Boxes of meat on shelves in a walk-in cooler',
  },
  packaging: {
    heading: 'Packaging made for restaurant kitchens',
    p1: 'Meat is portioned into sealed, food-grade packs, then boxed by weight. The packs keep out air and moisture, protect the marinade and stack flat in your walk-in.',
    p2: 'Every label shows the product name and the pack date, so your staff can rotate stock first in, first out. Keep products frozen until use and do not refreeze once thawed.',
    img1: 'A sealed meat pack with a label showing the pack date',
    img2: 'A stack of labelled wholesale meat boxes',
  },
  browning: {
    heading: 'Why meat can look darker: the myoglobin effect',
    p1: 'Fresh meat gets its red colour from myoglobin, a protein that turns bright red when it meets oxygen. In a sealed pack, with little oxygen inside, the surface can look dark red, purple or brownish.',
    p2: 'This is normal and the meat is safe. Once you open the pack and the meat is exposed to air, the bright red colour returns within 15 to 30 minutes.',
    callout:
      'Darker colour in a sealed pack is not spoilage. If meat smells off or feels sticky, do not use it and contact us within 24 hours with photos.',
    img1: 'A darker piece of meat inside a sealed pack',
    img2: 'The same meat bright red again after 15 to 30 minutes in the air',
  },
  boxes: {
    heading: 'Why 30 lb and 20 lb boxes?',
    intro: 'Our box sizes follow how each kind of meat is used in a busy kitchen.',
    marinatedTitle: '30 lb boxes for marinated meats',
    marinatedBody:
      'Marinated meats come in 30 lb boxes of six 5 lb packs. A 5 lb pack is a practical amount to cook through during one service, and the packs you have not opened stay sealed in their marinade.',
    rawTitle: '20 lb boxes for raw or trimmed cuts',
    rawBody:
      'Raw and trimmed cuts come in 20 lb boxes of two 10 lb packs: a size your cooks can portion and trim to your own specification without leaving an open pack for long.',
    note: 'Some larger whole cuts come in 50 lb boxes or are sold by catch weight, priced per pound. The size of each product is shown on its page.',
  },
} satisfies BaseTranslation;

export default en_packing;

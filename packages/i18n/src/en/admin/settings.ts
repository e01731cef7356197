// The back office's Settings page: how the 50% deposit is collected, in both languages, and what
// the invoices print of the seller.
const en_admin_settings = {
  title: 'Settings',
  intro: 'Business settings that buyers see. Changes show on the storefront within a few seconds.',
  loading: 'Loading the settings...',
  loadError: 'Could not load the settings',
  retry: 'Try Again',
  deposit: {
    heading: 'The 50% deposit',
    help: 'Say how and when you collect the 50% prepayment. Buyers see it on the Payment step, on the thank-you page, in the order-received e-mail and on their orders, with the day it is due: the last day the warehouse is open before their pickup.',
    english: 'English text',
    korean: 'Korean text',
    count: '{n:number} / {max:number} characters',
    isDefault: 'Buyers see the default text until you save your own.',
    lastSaved: 'Last saved {when:string}',
    requiredEn: 'Write the English text.',
    requiredKo: 'Write the Korean text.',
    save: 'Save',
    saving: 'Saving...',
    saved: 'Settings Saved',
    savedText: 'Buyers now see the new deposit text.',
    saveFailed: 'Failed to Save Settings',
    invalid: 'Check the texts: {message:string}',
  },
  /** what the invoices print of the seller */
  books: {
    heading: 'Invoices',
    permit: "Seller's permit number",
    help: "The seller's permit number is printed under the business address on every invoice issued from now on. Invoices already issued keep the number they were issued with.",
    hint: 'Letters, digits, spaces and hyphens, up to 40 characters. Leave it blank to print none.',
    current: 'On new invoices: {permit:string}',
    none: 'New invoices print no permit number.',
    lastSaved: 'Last saved {when:string}',
    save: 'Save',
    saving: 'Saving...',
    saved: 'Settings Saved',
    savedText: "New invoices print the seller's permit number {permit:string}.",
    savedNone: "New invoices print no seller's permit number.",
    saveFailed: 'Failed to Save Settings',
    claimWindow: 'Claim window (hours)',
    claimWindowHint:
      'How long after an order is complete its buyer can report a problem (claims), from 1 to 720 hours. After it, buyers are asked to call.',
    claimWindowInvalid: 'Enter a whole number of hours from 1 to 720.',
    claimWindowCurrent: 'Buyers can report a problem for {hours:number} hour{{s}} after an order is complete.',
  },
};

export default en_admin_settings;

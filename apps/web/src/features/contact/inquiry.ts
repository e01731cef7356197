import type { ContactValues } from '../account/validation';

// The inquiry payload (storefront spec, section 3) from the contact form. A product carried in
// from a product page is named at the top of the message (so the e-mail to the business shows
// it) and sent as item_id. Signed-out visitors type the address, license and resale fields;
// for a signed-in buyer they are prefilled from the account (user record and first address).

export interface CarriedProduct {
  id: number;
  name: string;
}

export function inquiryPayload(
  v: ContactValues,
  opts: {
    signedIn: boolean;
    product: CarriedProduct | null;
    productLine: string | null;
    licenseFileName: string | null;
  },
) {
  const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());
  const message = [opts.product && opts.productLine ? opts.productLine : null, v.message.trim() || null]
    .filter(Boolean)
    .join('\n\n');
  const business = {
    company_address_1: opt(v.companyAddress1),
    company_address_2: opt(v.companyAddress2),
    city: opt(v.city),
    state: opt(v.state),
    zip_code: opt(v.zipCode),
    license_number: opt(v.licenseNumber)?.toUpperCase(),
    california_resale: opt(v.californiaResale),
    business_license: opts.signedIn ? undefined : (opts.licenseFileName ?? undefined),
  };
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    phone: opt(v.phone),
    company: opt(v.company),
    message: message || undefined,
    item_id: opts.product?.id,
    ...business,
  };
}

/** Where an inquiry's files go once the inquiry exists. */
export function inquiryDocumentsUrl(id: number): string {
  return `/api/inquiries/${id}/documents`;
}

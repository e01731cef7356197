import { useI18nContext } from '@wholesale/i18n';
import type { FormEvent, ReactNode } from 'react';
import { PageShell, type PageShellProps } from '../../ui/PageShell';
import type { TextFieldProps } from './Field';

/**
 * An account page (sign in, password reset, sign-up, contact, joining a team): the page's shell,
 * then its one form, which the page checks itself (`noValidate`) and marks busy while it sends,
 * and the page's links under it. `above` goes over the form, inside the page's column.
 */
export function AccountFormPage({
  title,
  breadcrumbs,
  intro,
  busy,
  onSubmit,
  above,
  links,
  children,
}: Omit<PageShellProps, 'width' | 'children'> & {
  busy: boolean;
  onSubmit: (e: FormEvent) => Promise<void>;
  above?: ReactNode;
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageShell title={title} breadcrumbs={breadcrumbs} intro={intro}>
      <div className="account-page">
        {above}
        <form className="account-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
          {children}
        </form>
        {links && <div className="form-links">{links}</div>}
      </div>
    </PageShell>
  );
}

type AddressField = 'companyAddress1' | 'companyAddress2' | 'city' | 'state' | 'zipCode';

/**
 * A business's address, optional, as the sign-up and the guest's contact form ask it: the two
 * street lines, city and state side by side, then the ZIP code. `text` draws one field of the
 * page's own form (its value, error and focus target).
 */
export function BusinessAddressFields({
  text,
}: {
  text: (field: AddressField, label: string, extra: Partial<TextFieldProps>) => ReactNode;
}) {
  const words = useI18nContext().LL.account.form;
  return (
    <>
      {text('companyAddress1', words.address1(), { optional: true, autoComplete: 'address-line1' })}
      {text('companyAddress2', words.address2(), { optional: true, autoComplete: 'address-line2' })}
      <div className="form-row-2">
        {text('city', words.city(), { optional: true, autoComplete: 'address-level2' })}
        {text('state', words.state(), { optional: true, autoComplete: 'address-level1' })}
      </div>
      {text('zipCode', words.zip(), { optional: true, autoComplete: 'postal-code', inputMode: 'numeric' })}
    </>
  );
}

type LicenseField = 'licenseNumber' | 'californiaResale';

/**
 * A business's license and California resale numbers, as the sign-up (the license required) and
 * the guest's contact form (both optional) ask them; `text` as for the address.
 */
export function LicenseFields({
  text,
  required,
}: {
  text: (field: LicenseField, label: string, extra: Partial<TextFieldProps>) => ReactNode;
  required: boolean;
}) {
  const words = useI18nContext().LL.account.form;
  return (
    <>
      {text('licenseNumber', words.licenseNumber(), {
        ...(required ? { required: true } : { optional: true }),
        hint: words.licenseHint(),
        autoCapitalize: 'characters',
        spellCheck: false,
      })}
      {text('californiaResale', words.californiaResale(), { optional: true, spellCheck: false })}
    </>
  );
}

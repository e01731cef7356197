import { useMutation, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { TOAST_MS } from '@wholesale/rules/checks';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from '../../lib/router';
import { startSessionProbe, useAuth } from '../../features/auth-state/auth';
import { readFailure } from '../../lib/failure';
import { DOC_FIELDS, DocumentPicker, useDocumentFiles, type DocField } from '../../features/account/DocumentPicker';
import { EMAIL_INPUT, bindTextFields } from '../../features/account/Field';
import { fieldText } from '../../features/account/messages';
import { uploadAll } from '../../features/account/upload';
import {
  CONTACT_FIELDS,
  validateContact,
  type ContactField,
  type ContactValues,
  type FieldErrors,
} from '../../features/account/validation';
import { useCatalogueItem } from '../../features/catalogue/queries';
import { localized, parseProductId } from '../../features/catalogue/localized';
import { inquiryDocumentsUrl, inquiryPayload } from '../../features/contact/inquiry';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { addressesQuery, profileQuery } from '../../features/profile/queries';
import { trpc } from '../../lib/trpc';
import { PageSkeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/Toast';
import '../../features/account/account.css';
import { useFieldRefs } from '../../features/account/useFieldRefs';
import { SubmitRow } from '../../features/account/SubmitRow';
import { AccountFormPage, BusinessAddressFields, LicenseFields } from '../../features/account/AccountFormPage';

const EMPTY: ContactValues = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, ''])) as ContactValues;

export default function ContactPage() {
  const ready = useNamespace('account');
  const auth = useAuth();
  // "On load, a stored token is checked": ask the server again whether the session is still good.
  useEffect(() => {
    void startSessionProbe(true);
  }, []);
  if (!ready || auth.status === 'loading') return <PageSkeleton />;
  return (
    <ContactForm
      key={auth.status === 'signedIn' ? auth.user.id : 'guest'}
      userId={auth.status === 'signedIn' ? auth.user.id : null}
    />
  );
}

function ContactForm({ userId }: { userId: number | null }) {
  const { LL, locale } = useI18nContext();
  const c = LL.account.contact;
  const f = LL.account.form;
  const signedIn = userId !== null;
  const params = useSearchParams();
  const productId = parseProductId(params.get('product') ?? undefined);
  const [withProduct, setWithProduct] = useState(true);
  const product = useCatalogueItem(productId ?? 0, { enabled: productId !== null });
  const profile = useQuery({ ...profileQuery(userId ?? 0), enabled: signedIn });
  const addresses = useQuery({ ...addressesQuery(userId ?? 0), enabled: signedIn });
  const { mutateAsync: createInquiry } = useMutation(trpc.inquiries.create.mutationOptions());

  const [values, setValues] = useState<ContactValues>(EMPTY);
  const documents = useDocumentFiles('contact');
  const { files, fileErrors } = documents;
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [prefilled, setPrefilled] = useState(false);
  const { ref, focusFirstInvalid } = useFieldRefs<ContactField | DocField>();

  // Prefill once from the user record and the first address (signed in).
  useEffect(() => {
    if (!signedIn || prefilled || !profile.data || addresses.isPending) return;
    const u = profile.data;
    const a = addresses.data?.[0];
    setValues((v) => ({
      ...v,
      name: v.name || u.name,
      email: v.email || u.email,
      phone: v.phone || (u.phone_number ?? ''),
      company: v.company || (u.company ?? ''),
      companyAddress1: v.companyAddress1 || (a?.address_line_1 ?? ''),
      companyAddress2: v.companyAddress2 || (a?.address_line_2 ?? ''),
      city: v.city || (a?.city ?? ''),
      state: v.state || (a?.state ?? ''),
      zipCode: v.zipCode || (a?.zip_code ?? ''),
      licenseNumber: v.licenseNumber || (u.license_number ?? ''),
      californiaResale: v.californiaResale || (u.california_resale ?? ''),
    }));
    setPrefilled(true);
  }, [signedIn, prefilled, profile.data, addresses.isPending, addresses.data]);

  const errors: FieldErrors<ContactField> = submitted ? validateContact(values, signedIn) : {};
  const carried =
    withProduct && product.data && product.data.show
      ? { id: product.data.id, name: localized(product.data, locale).name }
      : null;

  const set = (k: ContactField) => (v: string) => setValues((x) => ({ ...x, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateContact(values, signedIn);
    if (focusFirstInvalid([...CONTACT_FIELDS, ...DOC_FIELDS], { ...found, ...fileErrors })) {
      if (found.email === 'invalidEmail')
        toast({ group: 'contact', variant: 'error', title: c.invalidEmailTitle(), text: c.invalidEmailText() });
      else toast({ group: 'contact', variant: 'error', title: f.fixErrors() });
      return;
    }
    setBusy(true);
    try {
      const payload = inquiryPayload(values, {
        signedIn,
        product: carried,
        productLine: carried ? c.productLine({ name: carried.name, id: carried.id }) : null,
        licenseFileName: files.businessLicenseFile?.name ?? null,
      });
      const created = await createInquiry(payload);
      const docs = signedIn
        ? []
        : [
            ...(files.businessLicenseFile
              ? [{ documentType: 'business-license', file: files.businessLicenseFile }]
              : []),
            ...(files.resaleFile ? [{ documentType: 'resale-certificate', file: files.resaleFile }] : []),
          ];
      const failed = await uploadAll(docs, {
        url: inquiryDocumentsUrl(created.id),
        userEmail: values.email.trim(),
        uploadToken: created.uploadToken,
      });
      if (failed.length > 0) {
        const names = failed
          .map((x) => (x.doc.documentType === 'business-license' ? f.businessLicenseFile() : f.resaleFile()))
          .join(', ');
        toast({
          group: 'contact-docs',
          variant: 'warning',
          title: LL.account.signup.uploadWarningTitle(),
          text: names,
          durationMs: TOAST_MS.uploadWarning,
        });
      }
      toast({ group: 'contact', variant: 'success', title: c.successTitle(), text: c.successText(), durationMs: 6000 });
      setValues((v) => ({ ...v, message: '' }));
      documents.clearFiles();
      setSubmitted(false);
      setWithProduct(false);
    } catch (err) {
      readFailure(err);
      toast({ group: 'contact', variant: 'error', title: c.failedTitle(), text: c.failedText() });
    } finally {
      setBusy(false);
    }
  };

  const text = bindTextFields({ values, onValue: set, error: (k: ContactField) => fieldText(LL, errors[k]), ref });

  return (
    <AccountFormPage
      title={c.title()}
      breadcrumbs={[{ label: c.title() }]}
      intro={c.intro()}
      busy={busy}
      onSubmit={submit}
    >
      {signedIn && prefilled && <p className="note">{c.prefilled()}</p>}
      {carried && (
        <div className="product-chip">
          <p>
            <span className="muted">{c.product()}</span>
            <br />
            <strong>{carried.name}</strong>
          </p>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setWithProduct(false)}>
            {c.removeProduct()}
          </button>
        </div>
      )}
      {text('name', c.name(), { required: true, autoComplete: 'name' })}
      {text('email', f.email(), { required: true, autoComplete: 'email', ...EMAIL_INPUT })}
      {text('phone', f.phone(), { optional: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      {text('company', f.company(), { optional: true, autoComplete: 'organization' })}
      {text('message', c.message(), {
        optional: true,
        multiline: true,
        placeholder: c.messagePlaceholder(),
        maxLength: 10000,
      })}
      {!signedIn && (
        <fieldset>
          <legend>{c.businessSection()}</legend>
          <p className="field-hint">{c.businessIntro()}</p>
          <BusinessAddressFields text={text} />
          <LicenseFields text={text} required={false} />
          <DocumentPicker docs={documents} inputRef={ref} />
        </fieldset>
      )}
      <SubmitRow busy={busy} label={c.submit()} busyLabel={c.submitting()} />
    </AccountFormPage>
  );
}

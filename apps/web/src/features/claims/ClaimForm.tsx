import type { RouterOutputs } from '@wholesale/api';
import {
  CLAIM_CODES,
  CLAIM_NOTE_MAX,
  CLAIM_REASONS,
  CLAIM_UNITS,
  type ClaimReason,
  type ClaimUnit,
} from '@wholesale/contract';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { postForm, type FormAnswer } from '../../lib/postForm';
import { failureText, fieldErrorTexts } from '../../lib/serverErrorText';
import { TextField } from '../account/Field';
import { quantityText } from '../orders/orders';
import { pastName } from '../orders/reorder';
import {
  checkClaim,
  claimFormData,
  claimsUrl,
  defaultUnit,
  firstError,
  type ClaimDraft,
  type ClaimErrors,
  type ClaimFieldError,
} from './model';
import { PhotoPicker } from './PhotoPicker';
import type { Claim } from './queries';
import '../account/account.css';

type Detail = RouterOutputs['orders']['detail'];

/** The server's field names, as the form's. */
const SERVER_FIELDS: Record<string, ClaimFieldError> = {
  order_item_id: 'line',
  reason: 'reason',
  quantity: 'quantity',
  unit: 'quantity',
  note: 'note',
};

/** Refusals after which the section reads the order's claims again (it then shows why). */
const CHANGES_SECTION: ReadonlySet<string> = new Set([
  CLAIM_CODES.windowPassed,
  CLAIM_CODES.role,
  CLAIM_CODES.orderNotComplete,
  CLAIM_CODES.lineClaimOpen,
]);

/**
 * The buyer's report of a problem, phone first: the line (one of the order's), what is wrong, how
 * many pounds or boxes, a note and up to five photos; sent as one multipart request with the
 * session cookie. Checked here first in the page's language; the server's refusals are worded by
 * their codes. Texts: `buyerOrders.claims`.
 */
export function ClaimForm({
  order,
  onSent,
  onCancel,
  onRefused,
}: {
  order: Detail;
  onSent: (claim: Claim) => void;
  onCancel: () => void;
  /** the server refused for a reason that may change the section (the window closed meanwhile) */
  onRefused: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const C = LL.buyerOrders.claims;
  const only = order.lines.length === 1 ? order.lines[0] : undefined;
  const [draft, setDraft] = useState<ClaimDraft>({
    lineId: only?.id ?? null,
    reason: null,
    quantity: '',
    unit: only ? defaultUnit(only.spec) : 'lb',
    note: '',
  });
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<ClaimErrors>({});
  const [serverFields, setServerFields] = useState<Partial<Record<ClaimFieldError, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const refs = {
    line: useRef<HTMLFieldSetElement>(null),
    reason: useRef<HTMLFieldSetElement>(null),
    quantity: useRef<HTMLInputElement>(null),
    note: useRef<HTMLInputElement>(null),
  };
  const ids = { heading: useId() };

  useEffect(() => heading.current?.focus(), []);

  /** A change of a field: its error goes until the next send. */
  const set = (field: ClaimFieldError | null, patch: Partial<ClaimDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (field === null) return;
    setErrors((e) => ({ ...e, [field]: undefined }));
    setServerFields((e) => ({ ...e, [field]: undefined }));
  };
  const chooseLine = (id: number, spec: string) => set('line', { lineId: id, unit: defaultUnit(spec) });
  const focusField = (f: ClaimFieldError) => {
    const el = refs[f].current;
    if (el instanceof HTMLFieldSetElement) el.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    else el?.focus();
  };
  const errorOf = (f: ClaimFieldError): string | undefined =>
    serverFields[f] ??
    (errors[f] ? (f === 'note' ? C.errors.note({ max: CLAIM_NOTE_MAX }) : C.errors[f]()) : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setRefusal('');
    setServerFields({});
    const found = checkClaim(draft);
    setErrors(found);
    const first = firstError(found);
    if (first) return focusField(first);
    setBusy(true);
    let answer: FormAnswer<Claim>;
    try {
      answer = await postForm<Claim>(claimsUrl(order.id), claimFormData(draft, photos));
    } finally {
      setBusy(false);
    }
    if (answer.ok) return onSent(answer.data);
    const byField: Partial<Record<ClaimFieldError, string>> = {};
    for (const [path, text] of Object.entries(fieldErrorTexts(LL, answer.error.fields, locale))) {
      const f = SERVER_FIELDS[path];
      if (f) byField[f] ??= text;
    }
    setServerFields(byField);
    setRefusal(failureText(LL, answer.error, locale, { unreachable: C.errors.network(), failed: C.errors.server() }));
    const firstServer = firstError(Object.fromEntries(Object.keys(byField).map((k) => [k, true])) as ClaimErrors);
    if (firstServer) focusField(firstServer);
    if (answer.error.code && CHANGES_SECTION.has(answer.error.code)) onRefused();
  }

  return (
    <form
      className="claim-form"
      aria-labelledby={ids.heading}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={busy}
    >
      <h4 id={ids.heading} ref={heading} tabIndex={-1} className="claim-form-title">
        {C.formTitle()}
      </h4>
      <p className="field-hint">{C.formIntro()}</p>
      <Choices legend={C.line()} error={errorOf('line')} groupRef={refs.line}>
        {order.lines.map((l) => (
          <Choice
            key={l.id}
            name="claim-line"
            checked={draft.lineId === l.id}
            onChoose={() => chooseLine(l.id, l.spec)}
            disabled={busy}
          >
            <span className="claim-choice-name">{pastName(l, locale)}</span>
            <span className="claim-choice-sub">
              {C.lineQty({ qty: quantityText(LL, l.spec, l.quantity), amount: formatUsd(l.line_total) })}
            </span>
          </Choice>
        ))}
      </Choices>
      <Choices legend={C.reason()} error={errorOf('reason')} groupRef={refs.reason} chips>
        {CLAIM_REASONS.map((r: ClaimReason) => (
          <Choice
            key={r}
            name="claim-reason"
            checked={draft.reason === r}
            onChoose={() => set('reason', { reason: r })}
            disabled={busy}
          >
            {C.reasons[r]()}
          </Choice>
        ))}
      </Choices>
      <div className="claim-qty">
        <TextField
          label={C.quantity()}
          value={draft.quantity}
          onValue={(quantity) => set('quantity', { quantity })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={7}
          required
          disabled={busy}
          inputRef={refs.quantity}
          hint={C.quantityHint()}
          error={errorOf('quantity')}
        />
        <Choices legend={C.unit()} chips>
          {CLAIM_UNITS.map((u: ClaimUnit) => (
            <Choice
              key={u}
              name="claim-unit"
              checked={draft.unit === u}
              onChoose={() => set(null, { unit: u })}
              disabled={busy}
            >
              {C.units[u]()}
            </Choice>
          ))}
        </Choices>
      </div>
      <TextField
        label={C.note()}
        value={draft.note}
        onValue={(note) => set('note', { note })}
        multiline
        optional
        maxLength={CLAIM_NOTE_MAX}
        disabled={busy}
        inputRef={refs.note}
        hint={C.noteHint({ max: CLAIM_NOTE_MAX })}
        error={errorOf('note')}
      />
      <PhotoPicker photos={photos} onPhotos={setPhotos} disabled={busy} />
      {refusal && (
        <p className="alert claim-refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="form-actions claim-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? C.sending() : C.submit()}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
          {C.cancel()}
        </button>
      </div>
    </form>
  );
}

/** A group of radio buttons with its legend and its error (tied to the group). */
function Choices({
  legend,
  error,
  groupRef,
  chips = false,
  children,
}: {
  legend: string;
  error?: string | undefined;
  groupRef?: RefObject<HTMLFieldSetElement | null>;
  chips?: boolean;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset
      ref={groupRef}
      className={`field claim-choices${chips ? ' claim-chips' : ''}${error ? ' has-error' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>
        {legend}
        <span aria-hidden="true" className="req">
          {' '}
          *
        </span>
      </legend>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      <div className="claim-choice-list">{children}</div>
    </fieldset>
  );
}

function Choice({
  name,
  checked,
  onChoose,
  disabled,
  children,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <label className={checked ? 'claim-choice is-checked' : 'claim-choice'}>
      <input type="radio" name={name} checked={checked} onChange={onChoose} disabled={disabled} />
      <span className="claim-choice-text">{children}</span>
    </label>
  );
}

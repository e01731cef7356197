import { useI18nContext } from '@wholesale/i18n';
import type { PaymentKind } from '@wholesale/rules';
import { QuestionDialog } from '../../../ui/Dialog';
import { collectText, kindLabel, methodLabel, usdCents, type PaymentTermsView } from './payments';
import type { PaymentAsked } from './useRecordPayment';

/** A large payment, asked about before it is recorded: its amount, and what to collect how. */
export function ConfirmPayment({
  asking,
  kind,
  terms,
  busy,
  onBack,
  onConfirm,
}: {
  asking: PaymentAsked | null;
  kind: PaymentKind;
  terms: PaymentTermsView;
  busy: boolean;
  onBack: () => void;
  onConfirm: (payment: PaymentAsked) => void;
}) {
  const { LL } = useI18nContext();
  const P = LL.admin.payments;
  return (
    <QuestionDialog
      open={asking !== null}
      title={P.confirmTitle({ amount: usdCents(asking?.cents ?? 0) })}
      description={P.confirmText()}
      busy={busy}
      onClose={onBack}
      backLabel={P.confirmBack()}
      confirmLabel={busy ? P.recording() : P.confirmRecord()}
      onConfirm={() => asking && onConfirm(asking)}
    >
      {asking && (
        <p className="admin-dialog-note">
          {P.confirmLine({
            kind: kindLabel(LL, kind),
            method: methodLabel(LL, asking.method),
            collect: collectText(LL, asking.cents, kind, asking.method, terms),
          })}
        </p>
      )}
    </QuestionDialog>
  );
}

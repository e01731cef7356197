import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useState } from 'react';
import { QuestionDialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import { localName } from '../prices/products';
import type { OwnPrice, SendOwnPrices } from './useSendOwnPrices';

/** "Remove the own price of …?": the customer pays the price list's or member price again. */
export function RemoveOwnPrice({
  removing,
  who,
  locale,
  send,
  onClose,
  onRemoved,
}: {
  removing: OwnPrice | null;
  who: string;
  locale: string;
  send: SendOwnPrices;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { LL } = useI18nContext();
  const D = LL.admin.customers.detail;
  const toastFailure = useFailureToast();
  const [removeBusy, setRemoveBusy] = useState(false);

  async function confirmRemove() {
    if (!removing) return;
    setRemoveBusy(true);
    const product = localName(removing, locale);
    try {
      await send([{ item_id: removing.item_id, price: null }]);
      onRemoved();
      toast({ title: D.removed(), text: D.removedText({ product, name: who }), variant: 'success' });
    } catch (err) {
      toastFailure(err, D.removeFailed());
    } finally {
      setRemoveBusy(false);
    }
  }

  return (
    <QuestionDialog
      open={removing !== null}
      title={removing ? D.removeTitle({ product: localName(removing, locale) }) : ''}
      description={removing ? D.removeText({ name: who, price: formatUsd(removing.price) }) : undefined}
      busy={removeBusy}
      onClose={onClose}
      backLabel={D.cancel()}
      confirmLabel={removeBusy ? D.removing() : D.removeConfirm()}
      onConfirm={() => void confirmRemove()}
      disableConfirm
    />
  );
}

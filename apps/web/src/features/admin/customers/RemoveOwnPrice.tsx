import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { QuestionDialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toastStore';
import { useFormSend } from '../useFormSend';
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
  const { busy: removeBusy, send: sendRemove } = useFormSend(D.removeFailed());

  async function confirmRemove() {
    if (!removing) return;
    const product = localName(removing, locale);
    await sendRemove(async () => {
      await send([{ item_id: removing.item_id, price: null }]);
      onRemoved();
      toast({ title: D.removed(), text: D.removedText({ product, name: who }), variant: 'success' });
    });
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

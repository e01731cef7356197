import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { navigate } from '../../../lib/router';
import { trpc } from '../../../lib/trpc';
import { QuestionDialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toastStore';
import { useFormSend } from '../useFormSend';
import { priceListsHref } from './href';
import { usePricesChanged, type PriceList } from './queries';
import { TitledPanel } from '../TitledPanel';

/** "Delete price list", confirmed first: its customers fall back to the member price. */
export function DeleteList({ list }: { list: PriceList }) {
  const { LL } = useI18nContext();
  const E = LL.admin.priceLists.editor;
  const queryClient = useQueryClient();
  const pricesChanged = usePricesChanged();
  const { mutateAsync: deleteList } = useMutation(trpc.admin.prices.deleteList.mutationOptions());
  const [open, setOpen] = useState(false);
  const { busy, send } = useFormSend(E.deleteFailed());
  const heading = useId();
  const count = list.customers.length;

  function confirm() {
    return send(async () => {
      await deleteList({ priceListId: list.id });
      setOpen(false);
      queryClient.removeQueries(trpc.admin.prices.list.queryFilter({ priceListId: list.id }));
      pricesChanged();
      toast({ title: E.deleted(), text: E.deletedText({ name: list.name }), variant: 'success', forNextPage: true });
      navigate(priceListsHref(), { replace: true });
    });
  }

  return (
    <TitledPanel className="pl-delete" headingId={heading} title={E.deleteTitleSection()}>
      <p className="muted">{count > 0 ? E.deleteText({ count }) : E.deleteTextNone()}</p>
      <button type="button" className="btn pl-danger" onClick={() => setOpen(true)}>
        {E.delete()}
      </button>
      <QuestionDialog
        open={open}
        title={E.deleteTitle({ name: list.name })}
        description={count > 0 ? E.deleteText({ count }) : E.deleteTextNone()}
        busy={busy}
        onClose={() => setOpen(false)}
        backLabel={E.cancel()}
        confirmLabel={busy ? E.deleting() : E.deleteConfirm()}
        onConfirm={() => void confirm()}
        confirmClassName="btn pl-danger"
        disableConfirm
      />
    </TitledPanel>
  );
}

import { useI18nContext } from '@wholesale/i18n';
import type { StaffNote } from '../queries';
import { NoteList } from './NoteList';
import './notes.css';

/** Under an order on the pick list (and on its print): the order's notes, then its customer's. */
export function PickNotes({
  orderNotes,
  customerNotes,
}: {
  orderNotes: readonly StaffNote[] | undefined;
  customerNotes: readonly StaffNote[] | undefined;
}) {
  const { LL } = useI18nContext();
  const N = LL.admin.notes;
  if (!orderNotes?.length && !customerNotes?.length) return null;
  return (
    <div className="pick-notes" data-testid="pick-notes">
      {orderNotes?.length ? (
        <>
          <h4>{N.pickOrderNotes()}</h4>
          <NoteList notes={orderNotes} label={N.pickOrderNotes()} />
        </>
      ) : null}
      {customerNotes?.length ? (
        <>
          <h4>{N.pickCustomerNotes()}</h4>
          <NoteList notes={customerNotes} label={N.pickCustomerNotes()} />
        </>
      ) : null}
    </div>
  );
}

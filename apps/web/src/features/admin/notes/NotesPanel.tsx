import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, type ReactNode } from 'react';
import { SkeletonRows, Loading } from '../ListStates';
import { LoadError } from '../LoadError';
import { customerNotesQuery, orderNotesQuery } from '../queries';
import { AddNoteForm } from './AddNoteForm';
import { NoteList } from './NoteList';
import { TitledPanel } from '../TitledPanel';
import './notes.css';

type Subject = { order_id: number } | { customer_id: number };

function useNotes(subject: Subject) {
  // One of the two reads, by what the panel is on.
  const order = useQuery({
    ...orderNotesQuery('order_id' in subject ? subject.order_id : 0),
    enabled: 'order_id' in subject,
  });
  const customer = useQuery({
    ...customerNotesQuery('customer_id' in subject ? subject.customer_id : 0),
    enabled: 'customer_id' in subject,
  });
  return 'order_id' in subject ? order : customer;
}

/** The notes read (list, loading, empty, error) of an order or a customer. */
function NotesBody({ subject, empty }: { subject: Subject; empty: string }) {
  const { LL } = useI18nContext();
  const N = LL.admin.notes;
  const q = useNotes(subject);
  if (q.isPending)
    return (
      <Loading label={N.loading()}>
        <SkeletonRows count={2} height={40} />
      </Loading>
    );
  if (q.isError) return <LoadError title={N.loadError()} query={q} retryLabel={N.retry()} />;
  if (q.data.length === 0) return <p className="muted">{empty}</p>;
  return <NoteList notes={q.data} />;
}

/** A notes section of a page: its heading, what it holds, then its content. */
function NotesSection({
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro: string;
  testId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <TitledPanel className="notes-panel" headingId={headingId} testId={testId} title={title}>
      <p className="admin-hint">{intro}</p>
      {children}
    </TitledPanel>
  );
}

/**
 * Staff's internal notes on an order or a customer (never the buyer's to see): the list, newest
 * first, and a form to add one.
 */
export function NotesPanel({ subject }: { subject: Subject }) {
  const N = useI18nContext().LL.admin.notes;
  return (
    <NotesSection title={N.title()} intro={N.intro()} testId="notes-panel">
      <AddNoteForm subject={subject} />
      <div aria-live="polite">
        <NotesBody subject={subject} empty={N.empty()} />
      </div>
    </NotesSection>
  );
}

/** The order page's read-only view of its customer's notes, labelled as the customer's. */
export function CustomerNotes({ customerId, name }: { customerId: number; name: string }) {
  const N = useI18nContext().LL.admin.notes;
  return (
    <NotesSection title={N.customerTitle()} intro={N.customerIntro({ name })} testId="customer-notes">
      <NotesBody subject={{ customer_id: customerId }} empty={N.customerEmpty()} />
    </NotesSection>
  );
}

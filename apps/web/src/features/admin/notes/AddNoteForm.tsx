import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { trpc } from '../../../lib/trpc';
import { useReportFailure } from '../access';
import { adminFailureText } from '../notify';
import { isSubmitKey, NOTE_MAX, noteLength } from './model';
import { LabelledField } from '../LabelledField';

/**
 * A new note on an order or a customer: a textarea with its count toward the limit, sent with the
 * button or Ctrl/Cmd+Enter. The server's refusal is shown under the field in the admin's language;
 * after either outcome focus is back in the field, so the next note can be typed at once.
 */
export function AddNoteForm({ subject }: { subject: { order_id: number } | { customer_id: number } }) {
  const { LL, locale } = useI18nContext();
  const N = LL.admin.notes;
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const ids = { field: useId(), counter: useId(), hint: useId(), error: useId() };
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const { mutateAsync: add, isPending: busy } = useMutation(trpc.admin.notes.add.mutationOptions());
  const length = noteLength(text);
  const over = length > NOTE_MAX;

  async function submit() {
    if (busy) return;
    setDone('');
    try {
      await add({ ...subject, body: text });
      setText('');
      setError(null);
      setDone(N.added());
      // The panel's list, the order page's customer notes and an open pick list all read them. A
      // read still on its way (the page just opened) may predate the note, and a refetch would
      // join it rather than start anew: it is cancelled first.
      await queryClient.cancelQueries(trpc.admin.notes.pathFilter());
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.notes.pathFilter()),
        queryClient.invalidateQueries(trpc.admin.orders.pickList.pathFilter()),
      ]);
    } catch (err) {
      report(err);
      setError(adminFailureText(LL, err, locale));
    } finally {
      field.current?.focus();
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  return (
    <form className="notes-form" onSubmit={onSubmit} noValidate>
      <LabelledField id={ids.field} label={N.newNote()}>
        <textarea
          ref={field}
          id={ids.field}
          rows={3}
          value={text}
          aria-invalid={error !== null || over ? true : undefined}
          aria-describedby={`${ids.counter} ${ids.hint}${error ? ` ${ids.error}` : ''}`}
          onChange={(e) => {
            setText(e.target.value);
            setDone('');
          }}
          onKeyDown={(e) => {
            if (isSubmitKey({ ...e, isComposing: e.nativeEvent.isComposing })) {
              e.preventDefault();
              void submit();
            }
          }}
        />
      </LabelledField>
      <div className="notes-form-foot">
        <p id={ids.counter} className={over ? 'notes-counter notes-over' : 'notes-counter muted'}>
          {N.counter({ count: length, max: NOTE_MAX })}
          {over && ` · ${N.tooLong({ max: NOTE_MAX })}`}
        </p>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? N.adding() : N.add()}
        </button>
      </div>
      <p id={ids.hint} className="admin-hint">
        {N.hint()}
      </p>
      {error && (
        <p id={ids.error} className="admin-inline-error" role="alert">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {done}
      </p>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import type { RouterOutputs } from '@wholesale/api';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useRef, useState } from 'react';
import { trpc } from '../../../../lib/trpc';
import { ColumnHeads, numeric, unseen } from '../../AdminTable';
import { useReportFailure } from '../../access';
import { adminFailureText } from '../../notify';
import { productName } from '../changesText';
import { SURE_CONFIDENCE, type EntryLine } from './model';
import { LabelledField } from '../../LabelledField';

type Reading = RouterOutputs['admin']['orders']['parse'];

/**
 * A message as a restaurant sends it ("갈비 3박스, 불고기 2, pork belly 5 cs"), read by the server
 * into proposed lines. Nothing is added until staff tick and add them; what it could not read is
 * listed for staff to enter themselves.
 */
export function PasteMessage({ onAdd }: { onAdd: (lines: EntryLine[]) => void }) {
  const { LL, locale } = useI18nContext();
  const N = LL.admin.newOrder;
  const report = useReportFailure();
  const [text, setText] = useState('');
  const [reading, setReading] = useState<Reading | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const ids = { text: useId(), status: useId(), caption: useId() };
  const addButton = useRef<HTMLButtonElement>(null);
  const parse = useMutation(trpc.admin.orders.parse.mutationOptions());

  async function read() {
    if (!text.trim() || parse.isPending) return;
    setError('');
    setSaid('');
    try {
      const answer = await parse.mutateAsync({ text });
      setReading(answer);
      // The sure ones are ticked; those to check wait for staff.
      setTicked(new Set(answer.lines.flatMap((l, i) => (l.confidence >= SURE_CONFIDENCE ? [i] : []))));
      if (answer.lines.length === 0) setSaid(N.pasteNothing());
      else window.setTimeout(() => addButton.current?.focus(), 0);
    } catch (err) {
      report(err);
      setError(adminFailureText(LL, err, locale) || N.pasteError());
    }
  }

  function addTicked() {
    if (!reading) return;
    const lines = reading.lines.flatMap((l, i) =>
      ticked.has(i)
        ? [{ item_id: l.item_id, name: l.name, name_ko: l.name_ko, spec: l.spec, quantity: l.quantity }]
        : [],
    );
    onAdd(lines);
    setSaid(N.proposalsAdded({ count: lines.length }));
    setReading(null);
    setText('');
  }

  const toggle = (i: number) =>
    setTicked((t) => {
      const next = new Set(t);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <section className="entry-paste" aria-labelledby={ids.caption}>
      <h3 id={ids.caption} className="entry-subheading">
        {N.pasteHeading()}
      </h3>
      <LabelledField id={ids.text} label={N.pasteLabel()}>
        <textarea
          id={ids.text}
          className="admin-input entry-paste-text"
          rows={4}
          maxLength={4000}
          placeholder={N.pastePlaceholder()}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void read();
            }
          }}
        />
      </LabelledField>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!text.trim() || parse.isPending}
        onClick={() => void read()}
      >
        {parse.isPending ? N.pasteReading() : N.pasteRead()}
      </button>
      <p id={ids.status} className="muted admin-hint" role="status">
        {said}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {reading && reading.lines.length > 0 && (
        <table className="admin-table entry-proposals">
          <caption>{N.proposalsCaption()}</caption>
          <ColumnHeads
            columns={[unseen(N.add()), N.product(), numeric(N.quantity()), N.proposalFrom(), N.proposalConfidence()]}
          />
          <tbody>
            {reading.lines.map((l, i) => {
              const name = productName(l, locale);
              const sure = l.confidence >= SURE_CONFIDENCE;
              return (
                <tr key={`${i}-${l.item_id}`} className={sure ? undefined : 'entry-proposal-check'}>
                  <td>
                    <input
                      type="checkbox"
                      checked={ticked.has(i)}
                      aria-label={N.proposalInclude({ name })}
                      onChange={() => toggle(i)}
                    />
                  </td>
                  <td>
                    {name} <span className="muted">· {l.spec}</span>
                  </td>
                  <td className="num">
                    {l.quantity} {l.unit === 'pack' ? N.unitPack() : N.unitBox()}
                  </td>
                  <td lang="">
                    <q>{l.text}</q>
                  </td>
                  <td>{sure ? N.proposalSure() : N.proposalCheck()}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {reading && reading.unknown.length > 0 && (
        <div className="entry-warning" role="alert">
          <p>{N.unknownHeading()}</p>
          <ul>
            {reading.unknown.map((u, i) => (
              <li key={i}>
                <q>{typeof u === 'string' ? u : u.text}</q>
              </li>
            ))}
          </ul>
        </div>
      )}
      {reading && reading.lines.length > 0 && (
        <button
          ref={addButton}
          type="button"
          className="btn btn-primary"
          disabled={ticked.size === 0}
          onClick={addTicked}
        >
          {N.proposalsAdd({ count: ticked.size })}
        </button>
      )}
    </section>
  );
}

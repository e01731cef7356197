import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { ORDER_GUIDE_MAX_PAR, ORDER_LINE_MAX_QUANTITY } from '@wholesale/rules';
import { useCallback, useId, useState } from 'react';
import { useLeaveGuard, type LeaveGuard } from '../../lib/leaveGuard';
import { useNavigate } from '../../lib/router';
import { trpc } from '../../lib/trpc';
import { QuestionDialog } from '../../ui/Dialog';
import { toast } from '../../ui/Toast';
import { canOrder, type AuthUser } from '../auth-state/auth';
import { OnlyOrderers } from '../cart/OnlyOrderers';
import type { Guide } from './GuideList';
import { GuideCart } from './GuideCart';
import { GuideLineRow, type DraftLine } from './GuideLineRow';
import { GuideNameField, useGuideNameForm } from './GuideNameField';
import { linesChanged, type Typed } from './model';
import { ProductPicker } from './ProductPicker';
import { guideFailure, guidesKey } from './queries';

/**
 * One guide: its products with their par levels (changed, added and removed, then saved, by those
 * who may), what is on hand (typed, never stored) and the order worked out from it, editable, which
 * one tap adds to the cart.
 */
export function GuideView({ guide, user }: { guide: Guide; user: AuthUser }) {
  const { LL, locale } = useI18nContext();
  const G = LL.orderGuides;
  const client = useQueryClient();
  const navigate = useNavigate();
  const editable = guide.can_edit;
  const [draft, setDraft] = useState<DraftLine[]>(guide.lines);
  const [onHand, setOnHand] = useState<Typed>({});
  const [typed, setTyped] = useState<Typed>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const update = useMutation(trpc.orderGuides.update.mutationOptions());
  const remove = useMutation(trpc.orderGuides.remove.mutationOptions());
  const dirty = linesChanged(guide.lines, draft);
  // Par levels changed and not saved: leaving the guide (its back link, the tab bar, Back) asks first.
  const [leaving, setLeaving] = useState<{ leave: () => void } | null>(null);
  const ask = useCallback<LeaveGuard>((leave) => setLeaving({ leave }), []);
  useLeaveGuard(editable && dirty ? ask : null);

  const saved = async () => {
    await client.invalidateQueries({ queryKey: guidesKey() });
  };
  const save = async () => {
    if (update.isPending) return;
    setRefusal(null);
    try {
      await update.mutateAsync({ guideId: guide.id, lines: draft.map((l) => ({ item_id: l.item_id, par: l.par })) });
      await saved();
      toast({ variant: 'success', title: G.saved(), group: 'guides' });
    } catch (err) {
      setRefusal(guideFailure(LL, locale, err));
    }
  };
  const confirmRemove = async () => {
    try {
      await remove.mutateAsync({ guideId: guide.id });
      setAsking(false);
      toast({ variant: 'success', title: G.removed(), group: 'guides' });
      navigate('/order-guides', { replace: true, unguarded: true });
      await saved();
    } catch (err) {
      setAsking(false);
      setRefusal(guideFailure(LL, locale, err));
    }
  };
  const setPar = (id: number, par: number) =>
    setDraft((lines) => lines.map((l) => (l.item_id === id ? { ...l, par } : l)));
  const dropLine = (id: number) => setDraft((lines) => lines.filter((l) => l.item_id !== id));

  return (
    <section aria-labelledby="guide-name">
      <GuideName guide={guide} editable={editable} onRenamed={saved} />
      {!editable && <p className="note">{G.readOnly()}</p>}
      {draft.length === 0 ? (
        <p className="empty" role="status">
          {editable ? G.noLines() : G.emptyViewer()}
        </p>
      ) : (
        <>
          <p className="field-hint">{G.onHandHint()}</p>
          <ul className="guide-lines">
            {draft.map((line) => (
              <GuideLineRow
                key={line.item_id}
                line={line}
                editable={editable}
                onHand={onHand[line.item_id] ?? ''}
                typed={typed}
                onPar={(par) => setPar(line.item_id, Math.min(ORDER_GUIDE_MAX_PAR, Math.max(1, par)))}
                onOnHand={(v) => {
                  setOnHand((m) => ({ ...m, [line.item_id]: v }));
                  // a new count works the order out again
                  setTyped(({ [line.item_id]: _mine, ...rest }) => rest);
                }}
                onOrder={(v) => setTyped((m) => ({ ...m, [line.item_id]: v }))}
                onRemove={() => dropLine(line.item_id)}
                maxOrder={ORDER_LINE_MAX_QUANTITY}
              />
            ))}
          </ul>
        </>
      )}
      {refusal && (
        <p className="alert" role="alert">
          {refusal}
        </p>
      )}
      {editable && dirty && (
        <div className="guide-save" role="region" aria-label={G.unsaved()}>
          <p className="field-hint">{G.unsaved()}</p>
          <button type="button" className="btn btn-primary" aria-busy={update.isPending} onClick={() => void save()}>
            {update.isPending ? G.saving() : G.save()}
          </button>
        </div>
      )}
      <QuestionDialog
        open={leaving !== null}
        title={G.leaveTitle()}
        description={G.leaveText({ name: guide.name })}
        busy={false}
        backLabel={G.leaveStay()}
        confirmLabel={G.leaveConfirm()}
        onClose={() => setLeaving(null)}
        onConfirm={() => {
          setLeaving(null);
          leaving?.leave();
        }}
        disableConfirm
      />
      {canOrder(user) ? (
        draft.length > 0 && <GuideCart lines={draft} onHand={onHand} typed={typed} user={user} />
      ) : (
        <OnlyOrderers />
      )}
      {editable && (
        <>
          <ProductPicker
            onGuide={draft.map((l) => l.item_id)}
            onAdd={(item) => setDraft((lines) => [...lines, { ...item, par: 1, available: true }])}
          />
          <p className="guide-remove">
            <button type="button" className="btn btn-ghost btn-danger-text" onClick={() => setAsking(true)}>
              {G.remove()}
            </button>
          </p>
          <QuestionDialog
            open={asking}
            title={G.removeTitle({ name: guide.name })}
            description={G.removeText()}
            busy={remove.isPending}
            backLabel={G.keep()}
            confirmLabel={G.removeConfirm()}
            onClose={() => setAsking(false)}
            onConfirm={() => void confirmRemove()}
            disableConfirm
          />
        </>
      )}
    </section>
  );
}

/** The guide's name as its heading, with Rename for those who may. */
function GuideName({
  guide,
  editable,
  onRenamed,
}: {
  guide: Guide;
  editable: boolean;
  onRenamed: () => Promise<void>;
}) {
  const { LL } = useI18nContext();
  const G = LL.orderGuides;
  const ids = useId();
  const [editing, setEditing] = useState(false);
  const rename = useMutation(trpc.orderGuides.update.mutationOptions());
  const { name, setName, refusal, submit } = useGuideNameForm(guide.name, rename.isPending, async (newName) => {
    await rename.mutateAsync({ guideId: guide.id, name: newName });
    await onRenamed();
    setEditing(false);
  });

  if (!editing)
    return (
      <div className="guide-head">
        <h2 id="guide-name" className="section-title">
          {guide.name}
        </h2>
        {editable && (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setEditing(true)}>
            {G.rename()}
          </button>
        )}
      </div>
    );
  return (
    <form className="guide-rename" onSubmit={(e) => void submit(e)}>
      <h2 id="guide-name" className="visually-hidden">
        {guide.name}
      </h2>
      <GuideNameField id={`${ids}-name`} value={name} refusal={refusal} onChange={setName} />
      <div className="form-actions">
        <button type="button" className="btn btn-ghost" onClick={() => setEditing(false)}>
          {G.cancel()}
        </button>
        <button type="submit" className="btn btn-primary" aria-busy={rename.isPending}>
          {rename.isPending ? G.saving() : G.save()}
        </button>
      </div>
    </form>
  );
}

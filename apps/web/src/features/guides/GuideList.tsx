import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import type { RouterOutputs } from '@wholesale/api';
import { useId } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { trpc } from '../../lib/trpc';
import { GuideNameField, useGuideNameForm } from './GuideNameField';
import { guidesKey } from './queries';

export type Guide = RouterOutputs['orderGuides']['list'][number];

/** The company's guides, each opening its page, and (for those who may write) a new one by name. */
export function GuideList({ guides, canEdit }: { guides: readonly Guide[]; canEdit: boolean }) {
  const { LL } = useI18nContext();
  const G = LL.orderGuides;
  return (
    <>
      <p className="muted">{G.intro()}</p>
      {!canEdit && <p className="note">{G.readOnly()}</p>}
      {guides.length === 0 ? (
        <p className="empty" role="status">
          {canEdit ? G.empty() : G.emptyViewer()}
        </p>
      ) : (
        <ul className="guide-list">
          {guides.map((g) => (
            <li key={g.id}>
              <Link className="guide-card card" to={`/order-guides?guide=${g.id}`}>
                <span className="guide-card-name">{g.name}</span>
                <span className="muted">{G.products({ n: g.lines.length })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {canEdit && <NewGuide />}
    </>
  );
}

function NewGuide() {
  const { LL } = useI18nContext();
  const G = LL.orderGuides;
  const ids = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useMutation(trpc.orderGuides.create.mutationOptions());
  const { name, setName, refusal, submit } = useGuideNameForm('', create.isPending, async (newName) => {
    const made = await create.mutateAsync({ name: newName });
    await client.invalidateQueries({ queryKey: guidesKey() });
    navigate(`/order-guides?guide=${made.id}`);
  });

  return (
    <form className="section card guide-new" onSubmit={(e) => void submit(e)} aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`} className="section-title">
        {G.newGuide()}
      </h2>
      <GuideNameField id={`${ids}-name`} value={name} refusal={refusal} onChange={setName} />
      <button type="submit" className="btn btn-primary" aria-busy={create.isPending}>
        {create.isPending ? G.creating() : G.create()}
      </button>
    </form>
  );
}

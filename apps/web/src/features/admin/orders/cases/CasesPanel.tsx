import { useQuery } from '@tanstack/react-query';
import type { OrderCase, OrderCases } from '@wholesale/contract';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { trpc } from '../../../../lib/trpc';
import { QuestionDialog } from '../../../../ui/Dialog';
import { useReportQueryError } from '../../access';
import { ScanForm } from './ScanForm';
import { TypeCase } from './TypeCase';
import { useCaseChanges } from './useCaseChanges';
import { TitledPanel } from '../../TitledPanel';
import './cases.css';

/**
 * The weigh screen's cases: scan each case label into the order (or type a case), see each line's
 * cases with their lots and weights, remove one while the order is open.
 */
export function CasesPanel({ orderId }: { orderId: number }) {
  const { LL } = useI18nContext();
  const C = LL.admin.cases;
  const id = useId();
  // What the last change said: read out by the live region; shown too unless it was a refusal
  // (shown under the field or in a toast already).
  const [said, setSaid] = useState({ text: '', shown: false });
  const cases = useQuery(trpc.admin.cases.list.queryOptions({ orderId }));
  useReportQueryError(cases.error);
  const changes = useCaseChanges(orderId, (text, shown = true) => setSaid({ text, shown }));
  const data = cases.data;

  return (
    <TitledPanel className="cases-panel" headingId={`${id}-title`} title={C.title()}>
      {!data ? (
        <p className="muted" role="status">
          {cases.isError ? C.loadError() : C.loading()}
        </p>
      ) : (
        <>
          {data.closed ? (
            <p className="muted">{C.closed()}</p>
          ) : (
            <>
              <p className="muted">{C.intro()}</p>
              <ScanForm lines={data.lines} changes={changes} />
            </>
          )}
          <p className="visually-hidden" role="status" aria-live="polite">
            {said.text}
          </p>
          {said.shown && said.text && (
            <p className="cases-said" aria-hidden="true">
              {said.text}
            </p>
          )}
          {data.lines.map((l) => (
            <LineCases key={l.line_id} line={l} closed={data.closed} changes={changes} />
          ))}
          {!data.closed && <TypeCase lines={data.lines} changes={changes} />}
        </>
      )}
    </TitledPanel>
  );
}

function LineCases({
  line,
  closed,
  changes,
}: {
  line: OrderCases['lines'][number];
  closed: boolean;
  changes: ReturnType<typeof useCaseChanges>;
}) {
  const { LL } = useI18nContext();
  const C = LL.admin.cases;
  const [asking, setAsking] = useState<OrderCase | null>(null);
  const name = changes.name(line);
  return (
    <div className="cases-line">
      <h3 className="cases-line-head">
        <span>{name}</span>
        <span className="muted">
          {C.caseCount({ count: line.cases.length, packs: line.quantity })}
          {line.weighed_lbs !== null &&
            line.cases.length > 0 &&
            ` · ${C.lbs({ lbs: changes.lbsText(line.weighed_lbs) })}`}
        </span>
      </h3>
      {line.gtin === null && line.cases.length === 0 && <p className="muted admin-hint">{C.noLabel()}</p>}
      {line.cases.length > 0 && (
        <ul className="cases-list">
          {line.cases.map((c) => (
            <li key={c.id}>
              <span className="cases-lot">{c.lot.lot_code}</span>
              <span className="muted">{c.lot.packed_on}</span>
              <span className="num">{C.lbs({ lbs: changes.lbsText(c.net_lbs) })}</span>
              <span className="muted">{c.serial ?? C.typed()}</span>
              {!closed && (
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  aria-label={C.removeCase({ lbs: changes.lbsText(c.net_lbs), lot: c.lot.lot_code })}
                  onClick={() => setAsking(c)}
                >
                  {C.remove()}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <QuestionDialog
        open={asking !== null}
        title={C.removeTitle()}
        description={
          asking ? C.removeText({ lbs: changes.lbsText(asking.net_lbs), lot: asking.lot.lot_code, name }) : ''
        }
        busy={changes.removing}
        backLabel={C.keep()}
        confirmLabel={C.remove()}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void changes.remove(asking.id, name).then(() => setAsking(null));
        }}
        disableConfirm
      />
    </div>
  );
}

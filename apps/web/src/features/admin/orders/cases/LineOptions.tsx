import type { OrderCases } from '@wholesale/contract';
import type { useCaseChanges } from './useCaseChanges';

/** What the scan form and the typed-case form are given: the order's lines and the case changes. */
export interface CaseFormProps {
  lines: OrderCases['lines'];
  changes: ReturnType<typeof useCaseChanges>;
}

/** The order's lines as a select's options, named in the page's language. */
export function LineOptions({ lines, changes }: CaseFormProps) {
  return lines.map((l) => (
    <option key={l.line_id} value={l.line_id}>
      {changes.name(l)}
    </option>
  ));
}

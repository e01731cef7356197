// Traceability: the production lots a case's label names (migration 0039).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Nullable } from './columns';

export interface LotsTable {
  id: Generated<number>;
  item_id: number;
  /** as printed on the label (GS1 AI 10), unique within its product */
  lot_code: string;
  /** the inspection mark's establishment number ("EST. 1234") */
  establishment: string;
  /** 'YYYY-MM-DD' (read as text: a date column carries no time zone to shift) */
  produced_on: ColumnType<string, string, string>;
  packed_on: ColumnType<string, string, string>;
  use_by: Nullable<string>;
  use_by_kind: Nullable<'use-by' | 'freeze-by'>;
  cases: number;
  notes: Nullable<string>;
  recorded_by: Nullable<number>;
  recorded_at: CreatedAt;
}

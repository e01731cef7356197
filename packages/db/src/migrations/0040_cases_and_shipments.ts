import { statementsMigration } from './statements';

// Traceability at the scale: a product's GTIN (what its cases' labels carry), every case weighed
// into an order line with its lot, net weight and serial, and the shipment record a completed order
// leaves behind.
//
// The shipment record keeps what the meat inspection rules ask of a sale (date, the buyer's company
// and address as they were on that day; the product, lot, cases and net weight come from the order's
// lines and cases), for two years after the year of the sale: the database itself refuses to delete
// a record, or a case of a recorded shipment, before then. An order reopened after completion voids
// its record (kept, marked) and completing it again records it anew.

const KEPT_UNTIL = `make_date(extract(year from shipped_on)::int + 3, 1, 1)`;

const up: string[] = [
  // GTIN-14 as the label's (01) carries it; unique among products that have one.
  `ALTER TABLE items ADD COLUMN gtin text CHECK (char_length(gtin) = 14 AND gtin ~ '^[0-9]+$')`,
  `CREATE UNIQUE INDEX items_gtin_unique ON items (gtin) WHERE gtin IS NOT NULL`,
  `CREATE TABLE order_cases (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
    order_item_id integer NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
    lot_id integer NOT NULL REFERENCES lots (id) ON DELETE RESTRICT,
    net_lbs numeric(6,2) NOT NULL CHECK (net_lbs > 0 AND net_lbs <= 200),
    gtin text CHECK (char_length(gtin) = 14),
    serial text CHECK (char_length(serial) BETWEEN 1 AND 20),
    barcode text CHECK (char_length(barcode) <= 120),
    added_by integer REFERENCES users (id) ON DELETE SET NULL,
    added_at timestamptz NOT NULL DEFAULT now()
  )`,
  // One case (GTIN + serial, as GS1 makes it unique) is weighed once, in any order.
  `CREATE UNIQUE INDEX order_cases_serial_unique ON order_cases (gtin, serial) WHERE serial IS NOT NULL`,
  `CREATE INDEX order_cases_lot_idx ON order_cases (lot_id, order_id)`,
  `CREATE INDEX order_cases_order_idx ON order_cases (order_id, order_item_id)`,
  `CREATE TABLE shipments (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
    shipped_on date NOT NULL,
    company text NOT NULL,
    buyer_name text NOT NULL,
    address text NOT NULL,
    phone text,
    email text NOT NULL,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    voided_at timestamptz,
    voided_by integer REFERENCES users (id) ON DELETE SET NULL
  )`,
  `CREATE UNIQUE INDEX shipments_current_unique ON shipments (order_id) WHERE voided_at IS NULL`,
  `CREATE INDEX shipments_shipped_on_idx ON shipments (shipped_on, id)`,
  `CREATE FUNCTION keep_shipment_record() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.voided_at IS NULL AND NEW.voided_at IS NOT NULL
       AND (NEW.order_id, NEW.shipped_on, NEW.company, NEW.buyer_name, NEW.address, NEW.email)
           IS NOT DISTINCT FROM (OLD.order_id, OLD.shipped_on, OLD.company, OLD.buyer_name, OLD.address, OLD.email)
       AND NEW.phone IS NOT DISTINCT FROM OLD.phone THEN
      RETURN NEW;
    END IF;
    IF now() < ${KEPT_UNTIL.replace('shipped_on', 'OLD.shipped_on')} THEN
      RAISE EXCEPTION 'a shipment record is kept for two years after the year of the sale'
        USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END $$`,
  `CREATE TRIGGER shipments_kept BEFORE UPDATE OR DELETE ON shipments
    FOR EACH ROW EXECUTE FUNCTION keep_shipment_record()`,
  `CREATE FUNCTION keep_shipped_case() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = OLD.order_id AND s.voided_at IS NULL
               AND now() < ${KEPT_UNTIL.replace('shipped_on', 's.shipped_on')}) THEN
      RAISE EXCEPTION 'a case of a recorded shipment is kept for two years after the year of the sale'
        USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END $$`,
  `CREATE TRIGGER order_cases_kept BEFORE UPDATE OR DELETE ON order_cases
    FOR EACH ROW EXECUTE FUNCTION keep_shipped_case()`,
];

const down: string[] = [
  'DROP TABLE IF EXISTS order_cases',
  'DROP TABLE IF EXISTS shipments',
  'DROP FUNCTION IF EXISTS keep_shipped_case()',
  'DROP FUNCTION IF EXISTS keep_shipment_record()',
  'DROP INDEX IF EXISTS items_gtin_unique',
  'ALTER TABLE items DROP COLUMN IF EXISTS gtin',
];

export const migration0040 = statementsMigration(up, down);

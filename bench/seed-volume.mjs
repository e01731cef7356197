// Fills a migrated database with a producer's worth of data for the back office benchmark: N items
// (default 10,000), 2,000 buyers and M orders (default 100,000) of two lines each, spread over the
// last year with the statuses and types a real order book has. Set-based SQL (generate_series), so
// 100,000 orders take seconds, not minutes. Run it against the server's own migrated database:
//
//   node bench/seed-volume.mjs --url postgres://root@127.0.0.1:5432/mydb [--items 10000] [--orders 100000]
//
// Idempotent per prefix: rows it made before (slugs 'vol-', e-mails '@volume.bench') are removed
// first. Never run it against a production database.
import { parseArgs } from 'node:util';
import pg from 'pg';

export const VOLUME_BUYERS = 2000;

/**
 * @param {string} url
 * @param {{ items?: number, orders?: number, log?: (line: string) => void }} [options]
 */
export async function seedVolume(url, { items = 10_000, orders = 100_000, log = () => undefined } = {}) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const t0 = Date.now();
    await c.query('BEGIN');
    await c.query(
      `DELETE FROM order_items WHERE order_id IN (SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE '%@volume.bench')`,
    );
    await c.query(`DELETE FROM orders WHERE user_id IN (SELECT id FROM users WHERE email LIKE '%@volume.bench')`);
    await c.query(`DELETE FROM users WHERE email LIKE '%@volume.bench'`);
    await c.query(`DELETE FROM items WHERE slug LIKE 'vol-%'`);

    await c.query(
      `INSERT INTO items (slug, name, name_ko, type, type_ko, description, description_ko, species, style, spec,
                          price_cents, discounted_price_cents, brand, grade, origin, avg_weight, images, show,
                          ingredients, ingredients_ko, allergens, allergens_ko, sort_order)
       SELECT 'vol-' || n,
              (ARRAY['Beef','Pork','Chicken'])[n % 3 + 1] || ' ' || (ARRAY['Short Rib','Belly','Thigh','Brisket','Shoulder','Loin'])[n % 6 + 1] || ' ' || n,
              (ARRAY['소고기','돼지고기','닭고기'])[n % 3 + 1] || ' ' || (ARRAY['갈비','삼겹살','다리살','양지','목살','등심'])[n % 6 + 1] || ' ' || n,
              (ARRAY['Short rib','Belly','Thigh','Brisket','Shoulder','Loin'])[n % 6 + 1],
              (ARRAY['갈비','삼겹살','다리살','양지','목살','등심'])[n % 6 + 1],
              'A wholesale cut for restaurants, trimmed and packed in Los Angeles. Item ' || n || '.',
              '로스앤젤레스에서 손질하고 포장한 식당용 도매 부위입니다. 상품 ' || n || '.',
              (ARRAY['beef','pork','chicken'])[n % 3 + 1],
              (ARRAY['marinated','unprocessed','processed','premium'])[n % 4 + 1],
              (ARRAY['30 lb - 5 lb x 6 packs','20 lb - 10 lb x 2 packs','50 lb - 50 lb x 1 box','C.W. (Catch Weights)'])[n % 4 + 1],
              5000 + (n * 37) % 20000, CASE WHEN n % 3 = 0 THEN NULL ELSE 4500 + (n * 37) % 18000 END,
              'Volume Farms', 'USDA Choice', 'USA', 5 + (n % 10), 0, n % 10 <> 0,
              ARRAY['beef','salt'], ARRAY['소고기','소금'], ARRAY['soy'], ARRAY['대두'], 1000 + n
       FROM generate_series(1, $1::int) AS n`,
      [items],
    );
    await c.query(
      `INSERT INTO users (name, first_name, last_name, email, phone_number, company, password_hash, is_admin)
       SELECT 'Volume Buyer ' || n, 'Volume', 'Buyer ' || n, 'buyer' || n || '@volume.bench', '213-555-' || lpad((n % 10000)::text, 4, '0'),
              'Restaurant ' || n, 'not-a-password-hash', false
       FROM generate_series(1, $1::int) AS n`,
      [VOLUME_BUYERS],
    );
    // Orders over the last 365 days, newest dense enough that every dashboard period has figures.
    // Buyers and items are picked by row number through joins (not by subscripting big arrays,
    // which PostgreSQL would copy for every row).
    await c.query(
      `WITH buyers AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users WHERE email LIKE '%@volume.bench'),
            o AS (SELECT n, now() - (random() * interval '365 days') AS at, 1 + (n * 7919) % $2::int AS rn FROM generate_series(1, $1::int) AS n)
       INSERT INTO orders (user_id, order_date, created_at, total_amount_cents, order_type, order_status, pickup_start, pickup_end)
       SELECT buyers.id, o.at, o.at, 10000 + (o.n * 131) % 90000,
              CASE WHEN o.n % 10 = 0 THEN 'delivery' ELSE 'pickup' END,
              (ARRAY['complete','complete','complete','order placed','pending','contacted','quote sent','declined','complete','complete'])[o.n % 10 + 1],
              date_trunc('hour', o.at) + interval '1 day', date_trunc('hour', o.at) + interval '1 day 30 minutes'
       FROM o JOIN buyers USING (rn)`,
      [orders, VOLUME_BUYERS],
    );
    await c.query(
      `WITH vol AS (SELECT id, price_cents, name, name_ko, spec, row_number() OVER (ORDER BY id) AS rn FROM items WHERE slug LIKE 'vol-%'),
            lines AS (
              SELECT o.id AS order_id, 1 + ((o.id * 17 + k * 4099) % $1::int) AS rn
              FROM orders o JOIN users u ON u.id = o.user_id AND u.email LIKE '%@volume.bench', generate_series(0, 1) AS k
            )
       INSERT INTO order_items (order_id, item_id, quantity, unit_price_cents, item_name, item_name_ko, spec, line_total_cents)
       SELECT lines.order_id, vol.id, 1 + lines.order_id % 5, vol.price_cents, vol.name, vol.name_ko, vol.spec, vol.price_cents * (1 + lines.order_id % 5)
       FROM lines JOIN vol USING (rn)
       ON CONFLICT (order_id, item_id) DO NOTHING`,
      [items],
    );
    // The books: every completed order invoiced (due 15 days after its order date, so the
    // receivables' ageing has every bucket), and half the owing orders half paid in cash
    // (50,000 payments at 100,000 orders), as order_payments rows with paid_cents kept in step.
    await c.query(
      `INSERT INTO invoices (order_id, number, content, issued_at, payment_terms, due_on)
       SELECT o.id, 'INV-V' || o.id, '{}'::jsonb, o.order_date, 'net15', (o.order_date AT TIME ZONE 'America/Los_Angeles')::date + 15
       FROM orders o JOIN users u ON u.id = o.user_id AND u.email LIKE '%@volume.bench'
       WHERE o.order_status = 'complete'`,
    );
    await c.query(
      `WITH paid AS (
         UPDATE orders o SET paid_cents = o.total_amount_cents / 2
         FROM users u
         WHERE u.id = o.user_id AND u.email LIKE '%@volume.bench' AND o.id % 2 = 0
           AND o.order_status IN ('complete', 'order placed')
         RETURNING o.id, o.paid_cents, o.order_date)
       INSERT INTO order_payments (order_id, kind, method, applied_cents, collected_cents, received_at)
       SELECT id, 'prepayment', 'cash', paid_cents, paid_cents, order_date FROM paid`,
    );
    await c.query('COMMIT');
    await c.query('ANALYZE');
    log(
      `seeded ${items} items, ${VOLUME_BUYERS} buyers, ${orders} orders in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
  } catch (err) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await c.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      items: { type: 'string', default: '10000' },
      orders: { type: 'string', default: '100000' },
    },
  });
  if (!values.url) {
    console.error('usage: node bench/seed-volume.mjs --url postgres://… [--items 10000] [--orders 100000]');
    process.exit(2);
  }
  await seedVolume(values.url, { items: Number(values.items), orders: Number(values.orders), log: console.log });
}

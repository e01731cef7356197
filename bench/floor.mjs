// The FLOOR: the cheapest honest server for the catalogue reads. Bare Fastify, one pg Pool and
// the very SQL the catalogue service runs (see floor-sql.mjs), rows sent as they come out of the
// driver: no tRPC, no zod, no actor, no price mapping, no plugins. The real endpoints are judged
// by their p99 relative to this.
// Run by bench/api.mjs as a child process: env PORT, HOST (default 127.0.0.1), DATABASE_URL.
import Fastify from 'fastify';
import pg from 'pg';
import { BY_ID_SQL, BY_STYLE_SQL, floorTypes, FLOOR_POOL_SIZE, LIST_SQL, STYLES } from './floor-sql.mjs';

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: FLOOR_POOL_SIZE,
  types: floorTypes(pg.types),
});

// forceCloseConnections: on SIGTERM, drop the keep-alive sockets autocannon and the harness's
// fetch leave open, so close() returns at once and --cpu-prof gets to write its profile.
const app = Fastify({ logger: false, forceCloseConnections: true });

app.get('/api/items', async () => {
  const { rows } = await pool.query(LIST_SQL.text, LIST_SQL.values());
  return { data: rows };
});

app.get('/api/items/style/:style', async (req, reply) => {
  const { style } = req.params;
  if (!STYLES.includes(style)) return reply.code(400).send({ error: 'Failed to fetch products' });
  const { rows } = await pool.query(BY_STYLE_SQL.text, BY_STYLE_SQL.values(style));
  return { data: rows };
});

app.get('/api/items/:id', async (req, reply) => {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id < 1) return reply.code(400).send({ error: 'Product not found' });
  const { rows } = await pool.query(BY_ID_SQL.text, BY_ID_SQL.values(id));
  if (rows.length === 0) return reply.code(404).send({ error: 'Product not found' });
  return { data: rows[0] };
});

const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

await app.listen({ port, host });
console.log(`floor listening on http://${host}:${app.server.address().port}`);

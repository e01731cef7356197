// A throw-away PostgreSQL database per benchmark run, so the run never touches other data.
// Falls back to a dedicated schema (selected through the connection string's search_path)
// when the role may not create databases.
import pg from 'pg';

export const DEFAULT_DATABASE_URL = 'postgres://root@127.0.0.1:5432/test';

const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * @param {string} adminUrl an existing database we may connect to
 * @param {string} name     [a-z0-9_] only
 * @returns {Promise<{ url: string, kind: 'database' | 'schema', name: string, drop: () => Promise<void> }>}
 */
export async function createScratchDatabase(adminUrl, name) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad scratch database name: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const drop = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        // WITH (FORCE) (PostgreSQL 13+) ends sessions a killed child may have left behind.
        await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    };
    return { url: url.toString(), kind: 'database', name, drop };
  } catch (err) {
    if (err.code !== '42501') throw err; // 42501 insufficient_privilege: try a schema instead
    await admin.query(`CREATE SCHEMA ${quoteIdent(name)}`);
    const url = new URL(adminUrl);
    url.searchParams.set('options', `-c search_path=${name}`);
    const drop = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP SCHEMA IF EXISTS ${quoteIdent(name)} CASCADE`);
      } finally {
        await c.end();
      }
    };
    return { url: url.toString(), kind: 'schema', name, drop };
  } finally {
    await admin.end();
  }
}

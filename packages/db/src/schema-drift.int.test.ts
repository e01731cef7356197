import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './schema';
import { createTestDb, type TestDbHandle } from './testing';

// Schema drift: the Kysely `Database` interface in schema.ts must describe the
// tables the migrations create, or a query compiles against columns that are not there (or misses
// one that is). A migration without its interface change fails here.
//
// Interfaces vanish at run time, so the test reads schema.ts with the TypeScript compiler's type
// checker (the way tsc sees it: `extends`, aliases such as Generated<T> or NullableTimestamp and
// the enum types of @wholesale/rules all resolved) and compares every table and column with
// information_schema on a freshly migrated database: PGlite with DATABASE_URL blank, PostgreSQL
// with it set (createTestDb, like every db integration test).
//
// Per column it checks what Kysely relies on (a column's select / insert / update types are those
// of ColumnType<S, I, U>; a plain type T is all three):
// - it exists on both sides;
// - nullability: a NULL-able column's select type has `| null`, a NOT NULL column's has not;
// - the kind of value the drivers read (create-db.ts: int4, int8 and numeric as number, date as
//   its 'YYYY-MM-DD' string, timestamptz as Date, text[] as string[]; json/jsonb as anything);
// - writes the database would refuse: optional on insert while NOT NULL without a default, null
//   accepted on insert or update by a NOT NULL column, and GENERATED ALWAYS columns insertable
//   (or `never` on insert for a column the database does not compute).
// A declaration stricter than the database (required on insert although there is a default, no
// null on insert for a NULL-able column) is a choice of the code, not drift, and passes.
//
// Speed (< 5 s on PGlite, about 2 s on PostgreSQL): the compiler parses schema.ts and what it
// imports (kysely's and the rules' types, the ES lib; not @types/node) once per file and checks
// only the types asked about, not whole files (under a second); the database is one createTestDb
// (PGlite's first start and migration run, about 2.5 s, is most of the time) and each comparison
// one information_schema query (tens of ms). The failure probes run their scratch DDL in a
// transaction that is rolled back, so one database serves them all instead of one each.

const SCHEMA_FILE = fileURLToPath(new URL('./schema.ts', import.meta.url));

/** Kysely's own bookkeeping: not part of the application's schema. */
const IGNORED_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

// ---------------------------------------------------------------------------------------------
// schema.ts as the compiler sees it

interface DeclaredColumn {
  /** Kinds of the select type without null, sorted and joined by '|' ('string', 'Date', 'string[]', 'unknown' ...). */
  select: string;
  selectNullable: boolean;
  /** The select type is any/unknown: nothing to compare (json columns). */
  selectOpaque: boolean;
  insertOptional: boolean;
  insertNull: boolean;
  insertNever: boolean;
  updateNull: boolean;
  /** The type as written, for messages. */
  text: string;
}

interface DeclaredTable {
  /** The interface's name (ItemsTable), for messages. */
  interfaceName: string;
  columns: Map<string, DeclaredColumn>;
}

function compilerOptions(): ts.CompilerOptions {
  const tsconfig = path.join(path.dirname(SCHEMA_FILE), '..', 'tsconfig.json');
  const read = ts.readConfigFile(tsconfig, (file) => ts.sys.readFile(file));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfig));
  // schema.ts needs no Node types; skipping them saves parsing a few hundred files.
  return { ...parsed.options, types: [], noEmit: true };
}

function readDeclaredSchema(): Map<string, DeclaredTable> {
  const program = ts.createProgram({ rootNames: [SCHEMA_FILE], options: compilerOptions() });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const databaseSymbol = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'Database');
  if (!databaseSymbol) throw new Error(`no exported Database interface in ${SCHEMA_FILE}`);

  const parts = (type: ts.Type): readonly ts.Type[] => (type.isUnion() ? type.types : [type]);
  const has = (type: ts.Type, flags: ts.TypeFlags) => parts(type).some((t) => (t.flags & flags) !== 0);
  const opaque = ts.TypeFlags.Any | ts.TypeFlags.Unknown;

  const kindOf = (t: ts.Type): string => {
    if (t.flags & opaque) return 'unknown';
    if (t.flags & ts.TypeFlags.StringLike) return 'string';
    if (t.flags & ts.TypeFlags.NumberLike) return 'number';
    if (t.flags & ts.TypeFlags.BooleanLike) return 'boolean';
    if (t.flags & ts.TypeFlags.BigIntLike) return 'bigint';
    if (checker.isArrayType(t)) {
      const [element] = checker.getTypeArguments(t as ts.TypeReference);
      return `${element ? kinds(element) : 'unknown'}[]`;
    }
    if (t.getSymbol()?.name === 'Date') return 'Date';
    return 'object';
  };
  const kinds = (type: ts.Type): string =>
    [
      ...new Set(
        parts(type)
          .filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)))
          .map(kindOf),
      ),
    ]
      .sort()
      .join('|') || 'never';

  /** ColumnType<S, I, U> is `{ __select__: S; __insert__: I; __update__: U }`; any other type is all three. */
  const side = (type: ts.Type, name: '__select__' | '__insert__' | '__update__'): ts.Type => {
    const property = type.getProperty(name);
    return property ? checker.getTypeOfSymbol(property) : type;
  };

  const tables = new Map<string, DeclaredTable>();
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(databaseSymbol))) {
    const tableType = checker.getTypeOfSymbol(table);
    const columns = new Map<string, DeclaredColumn>();
    for (const column of checker.getPropertiesOfType(tableType)) {
      const type = checker.getTypeOfSymbol(column);
      const select = side(type, '__select__');
      const insert = side(type, '__insert__');
      const update = side(type, '__update__');
      columns.set(column.name, {
        select: kinds(select),
        selectNullable: has(select, ts.TypeFlags.Null | opaque),
        selectOpaque: has(select, opaque),
        // Kysely's Insertable makes a column optional when its insert type admits undefined or null.
        insertOptional: has(insert, ts.TypeFlags.Undefined | ts.TypeFlags.Null | opaque),
        insertNull: has(insert, ts.TypeFlags.Null | opaque),
        insertNever: (insert.flags & ts.TypeFlags.Never) !== 0,
        updateNull: has(update, ts.TypeFlags.Null | opaque),
        text: checker.typeToString(type),
      });
    }
    tables.set(table.name, { interfaceName: checker.typeToString(tableType), columns });
  }
  return tables;
}

// ---------------------------------------------------------------------------------------------
// The database as information_schema describes it

interface DbColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  data_type: string;
  udt_name: string;
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  identity_generation: 'ALWAYS' | 'BY DEFAULT' | null;
  is_generated: 'ALWAYS' | 'NEVER';
}

async function readDbColumns(db: Kysely<Database>): Promise<DbColumn[]> {
  // Base tables only: a view's columns are all NULL-able to information_schema.
  const { rows } = await sql<DbColumn>`
    SELECT c.table_name, c.column_name, c.is_nullable, c.data_type, c.udt_name, c.column_default,
           c.is_identity, c.identity_generation, c.is_generated
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  return rows.filter((r) => !IGNORED_TABLES.has(r.table_name));
}

/**
 * What the drivers hand the code for a column of this type (create-db.ts), or undefined for json,
 * which is whatever was written. A type missing here is reported, so a new kind of column makes
 * whoever adds it decide how it is read (and extend this map).
 */
const SCALAR_KINDS: Readonly<Record<string, string>> = {
  int2: 'number',
  int4: 'number',
  int8: 'number',
  numeric: 'number',
  float4: 'number',
  float8: 'number',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  uuid: 'string',
  date: 'string',
  bool: 'boolean',
  timestamptz: 'Date',
  timestamp: 'Date',
};

function expectedKind(column: DbColumn): string | undefined | null {
  if (column.udt_name === 'json' || column.udt_name === 'jsonb') return undefined;
  const element = column.data_type === 'ARRAY' ? column.udt_name.replace(/^_/, '') : column.udt_name;
  const kind = SCALAR_KINDS[element];
  if (kind === undefined) return null;
  return column.data_type === 'ARRAY' ? `${kind}[]` : kind;
}

// ---------------------------------------------------------------------------------------------
// The comparison

interface Drift {
  /** 'table' or 'table.column' */
  where: string;
  problems: string[];
}

function compare(declared: ReadonlyMap<string, DeclaredTable>, columns: readonly DbColumn[]): Drift[] {
  const drift: Drift[] = [];
  const byTable = new Map<string, DbColumn[]>();
  for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c]);

  for (const [table, dbColumns] of byTable) {
    const tableDecl = declared.get(table);
    if (!tableDecl) {
      const n = dbColumns.length;
      drift.push({
        where: table,
        problems: [`table in the database (${n} column${n === 1 ? '' : 's'}), not in Database`],
      });
      continue;
    }
    const name = tableDecl.interfaceName;
    for (const c of dbColumns) {
      const where = `${table}.${c.column_name}`;
      const nullable = c.is_nullable === 'YES';
      const dbText = `${c.data_type === 'ARRAY' ? `${c.udt_name.slice(1)}[]` : c.udt_name}${nullable ? '' : ' NOT NULL'}`;
      const decl = tableDecl.columns.get(c.column_name);
      if (!decl) {
        drift.push({ where, problems: [`column in the database (${dbText}), not in ${name}`] });
        continue;
      }
      const problems: string[] = [];
      const kind = expectedKind(c);
      const generatedAlways = c.is_generated === 'ALWAYS' || c.identity_generation === 'ALWAYS';
      const hasDefault = c.column_default !== null || c.is_identity === 'YES' || c.is_generated === 'ALWAYS';
      if (kind === null)
        problems.push(
          `data type ${c.data_type} (${c.udt_name}) has no mapping in this test: add how the drivers read it`,
        );
      else if (kind !== undefined && decl.select !== kind) problems.push(`reads as ${kind}, declared ${decl.select}`);
      if (nullable && !decl.selectNullable) problems.push('NULL-able, but the select type has no null');
      if (!nullable && decl.selectNullable && !decl.selectOpaque)
        problems.push('NOT NULL, but the select type has null');
      if (generatedAlways && !decl.insertNever)
        problems.push('GENERATED ALWAYS, but insertable (declare GeneratedAlways<…>)');
      if (!generatedAlways && decl.insertNever)
        problems.push('never insertable, but the database does not generate it');
      if (!generatedAlways && !nullable && !hasDefault && decl.insertOptional)
        problems.push('NOT NULL without a default, but optional on insert');
      if (!generatedAlways && !nullable && decl.insertNull) problems.push('NOT NULL, but null is accepted on insert');
      if (!generatedAlways && !nullable && decl.updateNull) problems.push('NOT NULL, but null is accepted on update');
      if (problems.length > 0)
        drift.push({ where, problems: problems.map((p) => `${p} (database: ${dbText}; ${name}: ${decl.text})`) });
    }
    const inDb = new Set(dbColumns.map((c) => c.column_name));
    for (const column of tableDecl.columns.keys()) {
      if (!inDb.has(column))
        drift.push({ where: `${table}.${column}`, problems: [`declared in ${name}, not in the database`] });
    }
  }
  for (const table of declared.keys()) {
    if (!byTable.has(table)) drift.push({ where: table, problems: ['declared in Database, not in the database'] });
  }
  // Code-point order (not localeCompare, which ignores punctuation such as "_" and "." in some locales).
  return drift.sort((a, b) => (a.where < b.where ? -1 : a.where > b.where ? 1 : 0));
}

function report(drift: readonly Drift[]): string {
  if (drift.length === 0) return 'no drift';
  const lines = drift.flatMap((d) => d.problems.map((p) => `  ${d.where}: ${p}`));
  return [
    `schema.ts and the migrated database disagree (${drift.length} place${drift.length === 1 ? '' : 's'}):`,
    ...lines,
    'Fix schema.ts (or the migration) so both describe the same columns.',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

let handle: TestDbHandle;
let declared: Map<string, DeclaredTable>;

beforeAll(async () => {
  // The compiler first: should it throw, no test database (or PostgreSQL schema) is left open.
  declared = readDeclaredSchema();
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

/** The drift with `statements` applied in a transaction that is then rolled back. */
async function driftWith(...statements: string[]): Promise<Drift[]> {
  const rollback = new Error('rollback');
  let drift: Drift[] = [];
  try {
    await handle.db.transaction().execute(async (trx) => {
      for (const statement of statements) await sql.raw(statement).execute(trx);
      drift = compare(declared, await readDbColumns(trx));
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return drift;
}

describe('schema drift', () => {
  it('the Database interface describes every table and column the migrations create', async () => {
    // Sanity: the reader found the interface (a broken reader would report nothing as drift).
    expect(declared.get('items')?.columns.get('id')).toMatchObject({
      select: 'number',
      selectNullable: false,
      insertOptional: true,
    });
    expect(declared.get('items')?.columns.get('search_grams')).toMatchObject({ select: 'string[]', insertNever: true });
    expect(declared.get('user_documents')?.columns.has('storage_key')).toBe(true); // inherited (extends)
    expect(declared.size).toBeGreaterThanOrEqual(20);

    const drift = compare(declared, await readDbColumns(handle.db));
    expect(drift, report(drift)).toEqual([]);
  });

  describe('fails on drift (scratch DDL, rolled back)', () => {
    const places = (drift: readonly Drift[]) => drift.map((d) => d.where);

    it('a column added by a migration but not to the interface', async () => {
      const drift = await driftWith('ALTER TABLE items ADD COLUMN drift_probe text');
      expect(places(drift), report(drift)).toEqual(['items.drift_probe']);
      expect(report(drift)).toContain('items.drift_probe: column in the database (text), not in ItemsTable');
    });

    it('a table added, and a table dropped', async () => {
      const drift = await driftWith('CREATE TABLE drift_probe (id integer PRIMARY KEY)', 'DROP TABLE revoked_sessions');
      expect(places(drift), report(drift)).toEqual(['drift_probe', 'revoked_sessions']);
      expect(report(drift)).toContain('drift_probe: table in the database (1 column), not in Database');
      expect(report(drift)).toContain('revoked_sessions: declared in Database, not in the database');
    });

    it('a column dropped', async () => {
      const drift = await driftWith('ALTER TABLE addresses DROP COLUMN address_line_2');
      expect(places(drift), report(drift)).toEqual(['addresses.address_line_2']);
      expect(report(drift)).toContain('declared in AddressesTable, not in the database');
    });

    it('nullability changed either way', async () => {
      const drift = await driftWith(
        'ALTER TABLE addresses ALTER COLUMN city DROP NOT NULL',
        'ALTER TABLE addresses ALTER COLUMN address_line_2 SET NOT NULL',
      );
      expect(places(drift), report(drift)).toEqual(['addresses.address_line_2', 'addresses.city']);
      const [line2, city] = drift;
      expect(city?.problems).toEqual([expect.stringMatching(/^NULL-able, but the select type has no null/)]);
      expect(line2?.problems.map((p) => p.replace(/ \(database:.*/, ''))).toEqual([
        'NOT NULL, but the select type has null',
        'NOT NULL without a default, but optional on insert',
        'NOT NULL, but null is accepted on insert',
        'NOT NULL, but null is accepted on update',
      ]);
    });

    it('a type changed, a default dropped, a column computed by the database', async () => {
      const drift = await driftWith(
        'ALTER TABLE points ALTER COLUMN amount TYPE text',
        'ALTER TABLE addresses ALTER COLUMN state DROP DEFAULT',
        'ALTER TABLE addresses DROP COLUMN zip_code',
        `ALTER TABLE addresses ADD COLUMN zip_code text GENERATED ALWAYS AS (upper(city)) STORED`,
      );
      expect(places(drift), report(drift)).toEqual(['addresses.state', 'addresses.zip_code', 'points.amount']);
      expect(drift.map((d) => d.problems.map((p) => p.replace(/ \(database:.*/, '')))).toEqual([
        ['NOT NULL without a default, but optional on insert'],
        // generated columns are NULL-able to the database
        ['NULL-able, but the select type has no null', 'GENERATED ALWAYS, but insertable (declare GeneratedAlways<…>)'],
        ['reads as string, declared number'],
      ]);
    });
  });
});

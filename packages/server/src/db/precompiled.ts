// Statements on a hot path (a buy's) built by Kysely once, not on every run: building a
// query's SQL (its operation tree, the compile, the frozen nodes) cost about as much CPU as PGlite spent
// running it. The query is built with a placeholder standing for each named value and compiled once; a
// run binds the values to that text. Both drivers speak PostgreSQL's SQL, so one text serves both.
import { randomBytes } from 'node:crypto';
import { CompiledQuery, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type Compilable, type QueryResult, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from './schema';

// A Kysely that only compiles (its driver never runs anything).
const builder = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

// A placeholder is a NUL character, this process's nonce and the value's name, then a NUL: no real value
// holds one, and a placeholder the build sliced or joined still shows the nonce.
const NONCE = randomBytes(8).toString('hex');
const MARK = `\u0000${NONCE}:`;

/** A compiled parameter: a named value bound at each run, or a constant the build wrote in. */
type Slot<V> = { name: keyof V } | { constant: unknown };

/** A query builder's query, or an sql`` template (compiled against the builder). */
type Build<V, R> = (db: Kysely<DB>, values: V) => Compilable<R> | RawBuilder<R>;

interface Compiled<V> {
  sql: string;
  slots: Slot<V>[];
}

/**
 * Builds and compiles once; `values` in `build` are placeholders, to be placed in the query as they are
 * (no arithmetic or method on them: the build runs once, not per value). A value the build computes from
 * others is a value of its own. Returns the run: the compiled text with this run's values bound.
 */
export function precompiled<V extends object, R>(build: Build<V, R>): (db: Kysely<DB> | Transaction<DB>, values: V) => Promise<QueryResult<R>> {
  let compiled: Compiled<V> | undefined;
  return async (db, values) => {
    compiled ??= compile(build);
    const parameters = compiled.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.constant));
    return db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
  };
}

function compile<V extends object, R>(build: Build<V, R>): Compiled<V> {
  const handedOut = new Map<string, keyof V>();
  const placeholders = new Proxy({}, {
    get: (_target, name) => {
      const text = `${MARK}${String(name)}\u0000`;
      handedOut.set(text, name as keyof V);
      return text;
    },
  }) as V;
  const built = build(builder, placeholders);
  const query = 'isRawBuilder' in built ? built.compile(builder) : built.compile();
  // A placeholder changed by the build (sliced, joined, written into the text) would bind the wrong value.
  if (query.sql.includes(NONCE)) throw new Error('a precompiled value was written into the SQL text');
  const slots = query.parameters.map((p): Slot<V> => {
    if (typeof p !== 'string' || !p.includes(NONCE)) return { constant: p };
    const name = handedOut.get(p);
    if (name === undefined) throw new Error('a precompiled value was changed by the build');
    return { name };
  });
  return { sql: query.sql, slots };
}

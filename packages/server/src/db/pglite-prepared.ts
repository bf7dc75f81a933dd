// Kysely's connection to PGlite with named prepared statements. PGlite's query() parses, analyses and
// plans every statement afresh (an unnamed statement, six protocol steps): on its WebAssembly build that
// planning, not the execution, is most of a trade's database time. A statement text run a second time is
// prepared under a name in PGlite's one session, which keeps it; from then on a run is one bind, execute
// and sync, and PostgreSQL's plan cache reuses the plan (a generic one once it proves as good).
import { parse as pgliteParse, protocol, types as pgliteTypes, type messages, type PGlite } from '@electric-sql/pglite';
import type { CompiledQuery, QueryResult } from 'kysely';
import { type BlobQuery, COPY_BLOB, COPY_PROBE } from './copy-rows';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** A result column: its name and how its text becomes a value (PGlite's parser for its type). */
interface Column {
  name: string;
  parse: (text: string) => unknown;
}

interface Prepared {
  name: string;
  /** The parameters' type OIDs, for PGlite's serializers (a Date, JSON, an array). */
  paramTypes: number[];
  /** The result's columns (none for a statement that returns no rows). */
  columns: Column[];
}

// Bounds: statements kept prepared (least recently used closed first), texts remembered as seen once,
// and the longest text worth preparing (a batch insert's thousands of rows is run as it comes).
const MAX_PREPARED = 400;
const MAX_SEEN = 4000;
const MAX_TEXT = 16_000;
// PostgreSQL refuses a prepared plan whose result columns changed under it (DDL after preparing).
const RESULT_TYPE_CHANGED = '0A000';

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** One PGlite's prepared statements, used by the connection its Kysely driver lends (one at a time). */
export class PglitePreparedStatements {
  private readonly prepared = new Map<string, Prepared>();
  private readonly seen = new Set<string>();
  private serial = 0;
  /** A begin not sent yet: it goes in front of the transaction's first statement, in the same round trip. */
  private beginPending = false;

  constructor(private readonly pglite: PGlite) {}

  async run<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { [COPY_BLOB]: blob, [COPY_PROBE]: probe } = query as BlobQuery;
    // copy-rows.ts: PGlite takes a COPY's rows from /dev/blob.
    if (probe) return { rows: [{ takes_blob: true } as R] };
    if (blob) {
      await this.flushBegin();
      return toKysely<R>(await this.pglite.query(query.sql, [], { blob }));
    }
    const params = query.parameters;
    if (query.sql.length > MAX_TEXT || !this.worthPreparing(query.sql)) {
      await this.flushBegin();
      return this.plain<R>(query.sql, params);
    }
    return this.pglite.runExclusive(async () => {
      try {
        return await this.execute<R>(query.sql, params);
      } catch (error) {
        if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
        // Prepared before a table's columns changed: prepared afresh, and run again unless a transaction it failed has to end first.
        const stale = this.prepared.get(query.sql);
        if (stale) await this.close(query.sql, stale);
        if (this.pglite.isInTransaction()) throw error;
        return this.execute<R>(query.sql, params);
      }
    });
  }

  /**
   * Opens a transaction with its first statement: begin is sent with it, one PGlite call fewer a
   * transaction. Only on the connection the driver lends (one at a time): nothing runs in between.
   */
  begin(): void {
    this.beginPending = true;
  }

  /** Ends the transaction; one that never ran a statement was never begun. */
  async end(command: 'commit' | 'rollback'): Promise<void> {
    if (this.beginPending) {
      this.beginPending = false;
      return;
    }
    await this.command(command);
  }

  /** The pending begin, on its own, before a statement that cannot carry it (a plain one). */
  private async flushBegin(): Promise<void> {
    if (!this.beginPending) return;
    this.beginPending = false;
    await this.command('begin');
  }

  /**
   * A command without parameters or rows (begin, commit, rollback) as one simple query. Not PGlite's exec(),
   * which sends a second Sync, syncs the file system and parses a result nobody reads.
   */
  async command(text: string): Promise<void> {
    await this.pglite.runExclusive(() => this.pglite.execProtocol(protocol.serialize.query(text), { syncToFs: false }));
  }

  /** Binds and executes the text's statement, prepared first if need be (inside runExclusive). */
  private async execute<R>(text: string, params: readonly unknown[]): Promise<QueryResult<R>> {
    const statement = this.used(text) ?? (await this.prepare(text));
    const values = params.map((value, i) => this.serialized(value, statement.paramTypes[i]));
    const bound = protocol.serialize.bind({ statement: statement.name, values });
    const begin = this.beginPending ? [protocol.serialize.query('begin')] : [];
    this.beginPending = false;
    // No sync to the file system after each statement: the server's data directory (NodeFS) and the tests' memory FS write through, their sync does nothing but queue on a lock.
    const { messages: answer } = await this.pglite.execProtocol(joined([...begin, bound, protocol.serialize.execute({}), protocol.serialize.sync()]), { syncToFs: false });
    return decoded<R>(statement.columns, answer);
  }

  /** The text's statement, moved to the most recently used end of the map. */
  private used(text: string): Prepared | undefined {
    const statement = this.prepared.get(text);
    if (statement) {
      this.prepared.delete(text);
      this.prepared.set(text, statement);
    }
    return statement;
  }

  /** A text is prepared on its second run, so one-off texts (an IN list of some length) never fill the cache. */
  private worthPreparing(text: string): boolean {
    if (this.prepared.has(text)) return true;
    if (this.seen.has(text)) return true;
    if (this.seen.size >= MAX_SEEN) this.seen.clear();
    this.seen.add(text);
    return false;
  }

  private async plain<R>(text: string, params: readonly unknown[]): Promise<QueryResult<R>> {
    return toKysely<R>(await this.pglite.query(text, [...params]));
  }

  private serialized(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serialize = type === undefined ? undefined : (this.pglite.serializers as Record<number, ((x: unknown) => string) | undefined>)[type];
    return serialize ? serialize(value) : String(value);
  }

  /** Parses the text under a new name and reads its parameter and row descriptions (inside runExclusive). */
  private async prepare(text: string): Promise<Prepared> {
    if (this.prepared.size >= MAX_PREPARED) {
      const [oldest] = this.prepared.entries();
      if (oldest) await this.close(oldest[0], oldest[1]);
    }
    this.serial += 1;
    const name = `k${this.serial}`;
    const { messages } = await this.pglite.execProtocol(joined([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]), { syncToFs: false });
    const description = messages.find((m): m is messages.RowDescriptionMessage => m.name === 'rowDescription');
    const statement: Prepared = {
      name,
      paramTypes: pgliteParse.parseDescribeStatementResults(messages),
      columns: (description?.fields ?? []).map((field) => ({ name: field.name, parse: this.parser(field.dataTypeID) })),
    };
    this.prepared.set(text, statement);
    return statement;
  }

  /** The parser PGlite's own result parsing would use for the type: ours (drivers.ts) or its default. */
  private parser(type: number): (text: string) => unknown {
    const own = (this.pglite.parsers as Record<number, ((text: string, type: number) => unknown) | undefined>)[type];
    return own ? (text) => own(text, type) : (text) => pgliteTypes.parseType(text, type);
  }

  private async close(text: string, statement: Prepared): Promise<void> {
    this.prepared.delete(text);
    await this.pglite.execProtocol(joined([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]), { syncToFs: false });
  }
}

/**
 * The statement's rows and affected count from its answer, as PGlite's parseResults would give them, without
 * its per-statement work (a copy of the parser table, an entries array per row): a buy runs eight statements.
 */
function decoded<R>(columns: readonly Column[], answer: readonly BackendMessage[]): QueryResult<R> {
  const rows: R[] = [];
  let affected = 0;
  for (const message of answer) {
    if (message.name === 'dataRow') {
      const { fields } = message as messages.DataRowMessage;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i += 1) {
        const column = columns[i] as Column;
        const text = fields[i];
        row[column.name] = text === null || text === undefined ? null : column.parse(text);
      }
      rows.push(row as R);
    } else if (message.name === 'commandComplete') {
      affected += affectedBy((message as messages.CommandCompleteMessage).text);
    }
  }
  return affected ? { numAffectedRows: BigInt(affected), rows } : { rows };
}

/** The rows a command tag says were changed ('INSERT 0 3', 'UPDATE 2'); 0 for a select. */
function affectedBy(tag: string): number {
  const [command, first, second] = tag.split(' ');
  if (command === 'INSERT') return Number.parseInt(second ?? '0', 10);
  if (command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE') return Number.parseInt(first ?? '0', 10);
  return 0;
}

function toKysely<R>(result: { rows: unknown[]; affectedRows?: number } | undefined): QueryResult<R> {
  const rows = (result?.rows ?? []) as R[];
  return result?.affectedRows ? { numAffectedRows: BigInt(result.affectedRows), rows } : { rows };
}

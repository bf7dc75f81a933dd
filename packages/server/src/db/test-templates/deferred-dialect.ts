// A PostgreSQL-flavoured Kysely dialect whose real driver is made on the first query, so a test
// database can still choose what it starts from (which template) after openDatabase returned it.
import {
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';

class DeferredDriver implements Driver {
  #inner: Driver | undefined;

  constructor(private readonly make: () => Promise<Dialect>) {}

  private get inner(): Driver {
    if (!this.#inner) throw new Error('the deferred driver was used before init()');
    return this.#inner;
  }

  // Kysely calls init() once, on the first connection it needs.
  async init(): Promise<void> {
    const driver = (await this.make()).createDriver();
    await driver.init();
    this.#inner = driver;
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  // Savepoints exist when the real driver has them (PostgreSQL's does, PGlite's dialect does not).
  savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    return this.optional('savepoint')(connection, name, compileQuery);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    return this.optional('rollbackToSavepoint')(connection, name, compileQuery);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    return this.optional('releaseSavepoint')(connection, name, compileQuery);
  }

  private optional(method: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint'): NonNullable<Driver[typeof method]> {
    const fn = this.inner[method];
    if (!fn) throw new Error(`The \`${method}\` method is not supported by this driver`);
    return fn.bind(this.inner);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  async destroy(): Promise<void> {
    await this.#inner?.destroy();
  }
}

export class DeferredDialect implements Dialect {
  constructor(private readonly make: () => Promise<Dialect>) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new DeferredDriver(this.make);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

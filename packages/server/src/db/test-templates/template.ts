// What a test database starts from, and the key a built template is found by.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** Set by the server's jest globalSetup (testing/test-templates-setup.ts); without them no template is used. */
export const TEMPLATE_ENV = {
  /** A hash of every source a template depends on: a template built from other code is never used. */
  sourceHash: 'FUND_TEST_SOURCE_HASH',
  /** Where PGlite templates (data directory tarballs) are kept. */
  dir: 'FUND_TEST_TEMPLATE_DIR',
} as const;

export interface Template {
  /** Says what the template holds, with every input of fill (e.g. the seed's as-of date). */
  name: string;
  /** Run once on a migrated database to make the template; none: the migrated schema alone. */
  fill?: (db: Kysely<DB>) => Promise<unknown>;
}

export const MIGRATED: Template = { name: 'migrated' };

export function sourceHash(): string | undefined {
  return process.env[TEMPLATE_ENV.sourceHash] || undefined;
}

/** 16 hex characters from the sources and the template's name: a file or database name. */
export function templateKey(template: Template): string {
  return createHash('sha256').update(`${sourceHash() ?? ''}\n${template.name}`).digest('hex').slice(0, 16);
}

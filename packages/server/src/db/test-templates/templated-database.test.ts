import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Database, openDatabase } from '../database';
import type { DB } from '../schema';
import { withAdmin } from '../scratch-database';
import { pgliteTemplateFile } from './pglite-templates';
import { startFromTemplate } from './templated-database';
import { type Template, templateKey } from './template';

const metaValue = async (db: Kysely<DB>, key: string) => (await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst())?.value;

/** A template of its own for this run (nothing cached from an earlier one), which counts its builds. */
function countingTemplate(): Template & { builds: number } {
  const template = {
    name: `test: one app_meta row ${randomBytes(4).toString('hex')}`,
    builds: 0,
    fill: async (db: Kysely<DB>) => {
      template.builds += 1;
      await db.insertInto('app_meta').values({ key: 'from_template', value: template.name }).execute();
    },
  };
  return template;
}

async function removeTemplate(template: Template): Promise<void> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) await withAdmin(server, (admin) => admin.query(`DROP DATABASE IF EXISTS template_${templateKey(template)}`));
  else fs.rmSync(pgliteTemplateFile(template), { force: true });
}

describe('test databases started from templates', () => {
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ memory: true });
    opened.push(database);
    return database;
  };
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
  });

  it('starts migrated, each database a copy of its own', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    await a.db.insertInto('app_meta').values({ key: 'only_in_a', value: '1' }).execute();
    expect(await metaValue(a.db, 'only_in_a')).toBe('1');
    expect(await metaValue(b.db, 'only_in_a')).toBeUndefined();
  }, 60000);

  it('starts from the template asked for before the first query, built once for two databases', async () => {
    const template = countingTemplate();
    try {
      const [a, b] = await Promise.all([open(), open()]);
      expect(startFromTemplate(a.db, template)).toBe(true);
      expect(startFromTemplate(b.db, template)).toBe(true);
      const values = await Promise.all([metaValue(a.db, 'from_template'), metaValue(b.db, 'from_template')]);
      expect(values).toEqual([template.name, template.name]);
      expect(template.builds).toBe(1);
    } finally {
      await removeTemplate(template);
    }
  }, 60000);

  it('keeps a database that has run a query as it is', async () => {
    const template = countingTemplate();
    const database = await open();
    await metaValue(database.db, 'from_template');
    expect(startFromTemplate(database.db, template)).toBe(false);
    expect(await metaValue(database.db, 'from_template')).toBeUndefined();
    expect(template.builds).toBe(0);
  }, 60000);
});

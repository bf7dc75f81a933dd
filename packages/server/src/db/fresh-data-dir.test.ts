import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from './database';
import { DataDirBusyError } from './data-dir-lock';
import { startEarlyPglite } from './early-pglite';
import { makeFreshCluster } from './fresh-cluster';
import { migrationProvider } from './migrations';

/** The directory opens with every migration run, and a row written to it is there after it is opened again. */
async function expectMigratedAndKept(dataDir: string, key: string): Promise<void> {
  const first = await openDatabase({ dataDir });
  const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(first.db);
  expect(ran.rows.map((r) => r.name)).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
  await first.db.insertInto('app_meta').values({ key, value: 'kept' }).execute();
  await first.close();
  const again = await openDatabase({ dataDir });
  expect(await again.db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst()).toEqual({ value: 'kept' });
  await again.close();
}

describe('a PGlite data directory on disk', () => {
  // One directory for the file: making one (initdb and every migration) is most of this file's time. The second
  // test works on it new or already made (a restart), so either order holds.
  let dir: string;
  beforeAll(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fund-fresh-')), 'pglite');
  });
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('is made migrated when new (in a worker thread), keeps what is written and opens again as it was', async () => {
    await expectMigratedAndKept(dir, 'fresh-test');
  }, 120_000);

  it('is opened from the early start when main began one, and refused while another process holds it', async () => {
    startEarlyPglite({ DATA_DIR: dir });
    const early = await openDatabase({ dataDir: dir });
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await early.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    // pid 1 always exists.
    fs.writeFileSync(`${dir}.lock`, '1');
    startEarlyPglite({ DATA_DIR: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirBusyError);
    } finally {
      fs.rmSync(`${dir}.lock`, { force: true });
    }
  }, 120_000);

  it('is written from the kept empty cluster once one new directory has made it', async () => {
    const root = path.dirname(dir);
    const image = path.join(root, 'empty-cluster.tar');
    await makeFreshCluster(path.join(root, 'made'), image);
    expect(fs.existsSync(image)).toBe(true);
    // The next one never starts a worker: the tarball's files are written out, and it opens migrated.
    const fromImage = path.join(root, 'from-image');
    await makeFreshCluster(fromImage, image);
    await expectMigratedAndKept(fromImage, 'from-image');
  }, 180_000);
});

// A PGlite data directory as a list of files, read from a dumpDataDir tarball and written straight into a
// new in-memory PGlite's file system. PGlite's own loadDataDir unpacks through generic paths that copy the
// whole tarball several times and look every parent directory up again for each of ~1,500 files: about
// a second of CPU per test database, against a tenth for this.
import fs from 'node:fs';
import path from 'node:path';
import { MemoryFS, type PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema';

const BLOCK = 512;
const DIRECTORY = '5';

export interface ImageFile {
  /** The path inside the data directory, with a leading slash ('/base/5/1249'). */
  path: string;
  directory: boolean;
  data: Uint8Array;
  /** The file's whole tar record (header and padded data), to write a tarball of a subset. */
  record: Uint8Array;
}

function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('latin1');
}

/** The files of a (ustar, uncompressed) tarball, as views into it: nothing is copied. */
export function readTar(tarball: Uint8Array): ImageFile[] {
  // Plain Uint8Array views, never a Buffer: MEMFS copies a file with slice(), which on a Buffer is a view,
  // and the databases would then write into the image (and into each other).
  const tar = new Uint8Array(tarball.buffer, tarball.byteOffset, tarball.byteLength);
  const files: ImageFile[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length && tar[offset] !== 0) {
    const header = tar.subarray(offset, offset + BLOCK);
    const name = field(header, 0, 100);
    const prefix = field(header, 345, 155);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (Number.isNaN(size) || end > tar.length) throw new Error(`data directory tarball is cut short at byte ${offset}`);
    const path = `/${(prefix ? `${prefix}/${name}` : name).replace(/^\/+|\/+$/g, '')}`;
    files.push({ path, directory: field(header, 156, 1) === DIRECTORY, data: tar.subarray(offset + BLOCK, offset + BLOCK + size), record: tar.subarray(offset, end) });
    offset = end;
  }
  return files;
}

/**
 * The data directory after a checkpoint, without the WAL segments that recovery no longer reads (older
 * than the checkpoint's, or recycled for later use): half the seeded template's 120 MB.
 */
export async function checkpointedFiles(pglite: PGlite, db: Kysely<DB>): Promise<ImageFile[]> {
  await sql`checkpoint`.execute(db);
  const { rows } = await sql<{ redo_wal_file: string }>`select redo_wal_file from pg_control_checkpoint()`.execute(db);
  const keep = rows[0]?.redo_wal_file;
  if (!keep) throw new Error('PGlite reported no checkpoint');
  const files = readTar(new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  return files.filter((f) => !/^\/pg_wal\/[0-9A-F]{24}$/.test(f.path) || f.path.endsWith(keep));
}

/**
 * Writes the image into a data directory on disk, PG_VERSION last: PGlite takes a directory with that
 * file for a cluster, so one cut short is made again rather than opened.
 */
export function writeDataDir(dataDir: string, files: readonly ImageFile[]): void {
  const version = files.find((f) => f.path === '/PG_VERSION');
  if (!version) throw new Error('the data directory image has no PG_VERSION');
  for (const file of files) {
    const target = path.join(dataDir, file.path);
    if (file.directory) fs.mkdirSync(target, { recursive: true });
    else if (file !== version) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.data);
    }
  }
  fs.writeFileSync(path.join(dataDir, version.path), version.data);
}

/** A tarball of these files (their records as read, then the two empty blocks that end a tar). */
export function writeTar(files: ImageFile[]): Uint8Array {
  return Buffer.concat([...files.map((f) => f.record), new Uint8Array(2 * BLOCK)]);
}

/** An in-memory file system that starts out holding the image's files as the data directory. */
export class DataDirImageFs extends MemoryFS {
  constructor(private readonly files: ImageFile[]) {
    super();
  }

  // PGlite calls this once its module is up and before it looks for a data directory, which it then finds.
  override async initialSyncFs(): Promise<void> {
    await super.initialSyncFs();
    const mod = this.pg?.Module;
    if (!mod) throw new Error('the file system was synced before PGlite started it');
    const { FS } = mod;
    const root = String(mod.ENV.PGDATA);
    const made = new Set<string>();
    const mkdirs = (dir: string): void => {
      if (made.has(dir)) return;
      made.add(dir);
      if (FS.analyzePath(dir).exists) return;
      mkdirs(dir.slice(0, dir.lastIndexOf('/')) || '/');
      FS.mkdir(dir);
    };
    for (const file of this.files) {
      const path = file.path === '/' ? root : root + file.path;
      if (file.directory) mkdirs(path);
      else {
        mkdirs(path.slice(0, path.lastIndexOf('/')));
        // Copied (MEMFS keeps its own buffer when it does not own the one given): the image serves many databases.
        FS.writeFile(path, file.data);
      }
    }
  }
}

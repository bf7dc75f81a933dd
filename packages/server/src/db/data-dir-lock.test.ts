import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirBusyError, lockDataDir } from './data-dir-lock';

describe('data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fund-lock-')), 'pglite');
  });
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('refuses a directory another live process holds', () => {
    // pid 1 always exists.
    fs.writeFileSync(`${dir}.lock`, '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
  });

  it('takes over a lock left by a process that is gone', () => {
    fs.writeFileSync(`${dir}.lock`, '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});

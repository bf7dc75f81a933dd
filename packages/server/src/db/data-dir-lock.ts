// PGlite has no cross-process locking: two servers on one data directory corrupt it. A pid file
// beside the directory turns that into a clear refusal instead.
import fs from 'node:fs';

export class DataDirBusyError extends Error {}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as { code?: string }).code === 'EPERM';
  }
}

/** Takes the lock or throws; returns the release function. A lock left by a dead process is taken over. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner)) {
        throw new DataDirBusyError(`数据目录 ${dataDir} 正被另一个服务进程 (pid ${owner}) 使用，请先停止它或用 DATA_DIR 指定其他目录`);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirBusyError(`无法锁定数据目录 ${dataDir}`);
}

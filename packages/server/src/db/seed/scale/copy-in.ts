// Bulk loading for the scale bench: rows streamed into `psql -c "COPY ... FROM STDIN"` (the pg client
// here has no COPY support), in COPY's text format, with backpressure so memory stays flat.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export type CopyValue = string | number | boolean | null;

/** Debian's psql of the newest PostgreSQL installed, or the one on PATH. */
export function psqlPath(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const candidate = path.join(base, v, 'bin', 'psql');
    if (existsSync(candidate)) return candidate;
  }
  return 'psql';
}

function field(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** COPYs every row `rows` yields into `table (columns)`; resolves to the number of rows. */
export function copyIn(url: string, table: string, columns: readonly string[], rows: Iterable<readonly CopyValue[]>): Promise<number> {
  return copyLines(url, table, columns, (function* () {
    for (const row of rows) yield `${row.map(field).join('\t')}\n`;
  })());
}

/** COPYs lines already in COPY's text format (each ending in a newline): the fast path for the NAV history. */
export async function copyLines(url: string, table: string, columns: readonly string[], lines: Iterable<string>): Promise<number> {
  const child = spawn(psqlPath(), [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', `COPY ${table} (${columns.join(', ')}) FROM STDIN`], { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const done = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  let count = 0;
  let chunk = '';
  const flush = async (): Promise<void> => {
    if (chunk === '') return;
    const ok = child.stdin.write(chunk);
    chunk = '';
    if (!ok) await new Promise((r) => child.stdin.once('drain', r));
  };
  for (const line of lines) {
    chunk += line;
    count += 1;
    if (chunk.length >= 1 << 16) await flush();
  }
  await flush();
  child.stdin.end();
  const code = await done;
  if (code !== 0) throw new Error(`COPY ${table} failed (${code}): ${stderr}`);
  return count;
}

// The server as one prebuilt CommonJS bundle: tsx compiling ~900 TypeScript files costs seconds at every
// start, esbuild builds the bundle in about one, once per source version (node_modules/.cache/fund-server).
// Only the repository's own code is bundled (packages/server and packages/core); every package stays an
// external require of the file Node would load from the importing source file, so PGlite finds its WASM
// beside it and core keeps its own big.js.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'fund-server');
const SOURCES = ['packages/server/src', 'packages/core/src'];
/** Besides the sources: what decides the bundle's externals and how it is built. */
const BUILD_INPUTS = ['package-lock.json', 'packages/server/tsconfig.json', 'packages/core/package.json', 'tsconfig.base.json'];
/**
 * The bundle's entry points: the server, and its worker threads (packages/server/src/db/threads.ts), which
 * make a new PGlite data directory and compute a new demo directory's market.
 */
const ENTRIES = {
  main: 'packages/server/src/main.ts',
  'fresh-cluster-worker': 'packages/server/src/db/fresh-cluster-worker.ts',
  'market-rows-worker': 'packages/server/src/db/seed/market-rows-worker.ts',
};

/** Every file the bundle is made from, tests aside (they are not in it), relative to the root and sorted. */
function sourceFiles() {
  const files = [];
  for (const dir of SOURCES) {
    for (const entry of readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
      files.push(path.relative(ROOT, path.join(entry.parentPath ?? entry.path, entry.name)));
    }
  }
  return [...files.sort(), ...BUILD_INPUTS, 'scripts/server-bundle.mjs'];
}

function digest(parts) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 16);
}

/** The source version: a hash of the inputs' names and contents. */
function contentVersion(files) {
  return digest(files.flatMap((file) => {
    const full = path.join(ROOT, file);
    return [`${file}\n`, existsSync(full) ? readFileSync(full) : ''];
  }));
}

/**
 * The source version, read from the last start's note when no input's size or modification time has
 * changed since (a stat per file, not a read: tens of milliseconds, not hundreds).
 */
export function sourceVersion() {
  const files = sourceFiles();
  const stats = digest(files.map((file) => {
    const st = statSync(path.join(ROOT, file), { throwIfNoEntry: false });
    return `${file} ${st?.size} ${st?.mtimeMs}\n`;
  }));
  const note = path.join(CACHE, 'version.json');
  try {
    const last = JSON.parse(readFileSync(note, 'utf8'));
    if (last.stats === stats) return last.version;
  } catch {
    // no note yet, or a broken one: hash the contents
  }
  const version = contentVersion(files);
  mkdirSync(CACHE, { recursive: true });
  // Written aside and renamed: node_modules copied with hard links must not share the note.
  const staging = `${note}.${process.pid}`;
  writeFileSync(staging, JSON.stringify({ stats, version }));
  renameSync(staging, note);
  return version;
}

/** esbuild plugin: a package import becomes a require of the file Node resolves from the importer, relative to the bundle. */
function externalPackages(outdir) {
  return {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        // The workspace's own core is source: bundled.
        if (args.path.startsWith('@fund/')) return undefined;
        const resolved = createRequire(args.importer).resolve(args.path);
        const relative = path.relative(outdir, resolved).split(path.sep).join('/');
        return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
      });
    },
  };
}

async function build(outdir) {
  const { build: esbuild } = await import('esbuild');
  await esbuild({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Error names and stacks read as in the source (esbuild renames clashing top-level names otherwise).
    keepNames: true,
    sourcemap: true,
    logLevel: 'error',
    plugins: [externalPackages(outdir)],
  });
}

/**
 * The bundled server for the current sources, built first when there is none: the path of its main.cjs
 * (its workers' entries beside it). Older versions' bundles are removed.
 */
export async function serverBundle() {
  const version = sourceVersion();
  const dir = path.join(CACHE, version);
  const main = path.join(dir, 'main.cjs');
  if (existsSync(main)) return main;
  // Built aside and renamed into place, so a half-written bundle is never run (and node_modules copied
  // with hard links never share a file this writes).
  const staging = path.join(CACHE, `${version}.${process.pid}.tmp`);
  rmSync(staging, { recursive: true, force: true });
  await build(staging);
  try {
    renameSync(staging, dir);
  } catch (err) {
    // Another start built the same version meanwhile: theirs is as good.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(main)) throw err;
  }
  for (const name of readdirSync(CACHE)) {
    if (name !== version && name !== 'version.json' && !/\.(tmp|\d+)$/.test(name)) rmSync(path.join(CACHE, name), { recursive: true, force: true });
  }
  return main;
}

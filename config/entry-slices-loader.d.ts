// Types of entry-slices-loader.js (plain JavaScript: webpack requires loaders by path, outside Taro's TS register).
declare function entrySlicesLoader(this: { emitWarning(warning: Error): void }, source: string): string;
export = entrySlicesLoader;

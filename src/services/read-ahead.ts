// Mini programs open their first page themselves, with no URL to read ahead of it (H5: read-ahead.h5.ts),
// so none of the read-ahead code is carried in the main package.
export function readAheadFirstPage(): void {}

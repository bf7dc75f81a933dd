// Looks a caller's text up in a fixed table by the table's own keys only: a plain `table[key]` would find
// Object.prototype's `constructor` or `toString` for those words and hand a function to the code after it.
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

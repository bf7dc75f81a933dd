// Bookkeeping of the database itself (for example whether the demo market has been seeded).
export interface AppMetaTable {
  key: string;
  value: string;
}

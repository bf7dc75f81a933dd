// A numeric path id ('/shareholders/{id}/'): anything but a positive int4 names nothing, so 404.
import { SCHEMA_LIMITS } from '@fund/core/api';
import { noData } from './not-found';

/** The id a path segment names: digits only, 1..2147483647 (the id columns are int4); otherwise undefined. */
export function rowIdOf(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= SCHEMA_LIMITS.intMax ? id : undefined;
}

export function pathNumber(text: string | undefined): number {
  const id = rowIdOf(text);
  if (id === undefined) throw noData();
  return id;
}

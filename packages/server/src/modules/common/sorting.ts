// '-percent_year' -> a whitelisted column and direction; anything else is a 400 on the sort field.
import { validationFailed } from '../../http/api-error';

export const BAD_SORT_MESSAGE = '不支持的排序方式';

export interface Sort<C extends string> {
  column: C;
  direction: 'asc' | 'desc';
}

export function parseSort<C extends string>(text: string, allowed: readonly C[]): Sort<C> {
  const desc = text.startsWith('-');
  const name = desc ? text.slice(1) : text;
  const column = allowed.find((c) => c === name);
  if (column === undefined) throw validationFailed({ sort: [BAD_SORT_MESSAGE] });
  return { column, direction: desc ? 'desc' : 'asc' };
}

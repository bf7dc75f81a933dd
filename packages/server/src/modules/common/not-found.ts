// The one answer for a symbol, manager or company that does not exist (spec 02: 请求的数据不存在).
import { detailError } from '../../http/api-error';
import type { ApiError } from '../../http/api-error';

export const NO_DATA_MESSAGE = '请求的数据不存在';

export function noData(): ApiError {
  return detailError(404, NO_DATA_MESSAGE);
}

// The server's own transport-level messages (the per-field ones come from @fund/core's schema kit).
// These answer failures no contract call describes: a wrong path, a broken body, a crash.
export const HTTP_MESSAGES = {
  notFound: '接口不存在',
  pageNotFound: '页面不存在',
  badBody: '请求数据格式不正确',
  unsupportedMediaType: '不支持的请求数据类型，请以 JSON 提交',
  bodyTooLarge: '提交的数据过大（不能超过 1 MB），请精简后重试',
  methodNotAllowed: '不支持该请求方式',
  badRequest: '请求无效，请检查后重试',
  internal: '服务器开小差了，请稍后重试',
  tooManyRequests: (seconds: number) => `请求过于频繁，请${seconds}秒后再试`,
} as const;

/** The field under which a message that belongs to no single field is reported. */
export const DETAIL_FIELD = 'detail';

/** Largest accepted request body: 1 MB. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

// The generic failure texts (spec 01 §8). Kept apart so the request wrapper can use them without the tables.
export const FAILURE_TEXTS = {
  /** Status -1: no answer at all. */
  network: '网络连接失败，请检查网络',
  tooFrequent: '请求过于频繁，请稍后重试',
  loginExpired: '登录认证失败，请重新登录',
  generic: '数据请求失败，请稍后重试',
  /** A single-symbol quote with an empty list. */
  notFound: '请求的数据不存在',
} as const;

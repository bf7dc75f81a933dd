// The Chinese messages the schema kit reports; the server answers with them under each field.
export const SCHEMA_MESSAGES = {
  required: '此项不能为空',
  notString: '请输入文字',
  minLength: (n: number) => `长度不能少于${n}位`,
  maxLength: (n: number) => `长度不能超过${n}位`,
  pattern: '格式不正确',
  notInt: '请输入整数',
  notNumber: '请输入数字',
  min: (n: number | string) => `不能小于${n}`,
  max: (n: number | string) => `不能大于${n}`,
  notDecimal: '请输入正确的数字',
  decimalPlaces: (dp: number) => (dp === 0 ? '请输入整数' : `最多保留${dp}位小数`),
  negative: '不能为负数',
  notBool: '请选择是或否',
  notEnum: '不是有效的选项',
  notArray: '请提供列表',
  minItems: (n: number) => `至少需要${n}项`,
  maxItems: (n: number) => `最多${n}项`,
  notObject: '数据格式不正确',
  /** Text carrying a NUL byte or half of a UTF-16 surrogate pair: no real input has them, and the database refuses them. */
  badCharacters: '含有不支持的字符',
  /** A path parameter (an id, a fund code) that cannot name anything. */
  badParam: '参数格式不正确',
  tooDeep: '数据层级过深',
} as const;

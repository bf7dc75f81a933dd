// Small fixed lists of the account screens: country codes for mobiles, careers for the account
// opening form (the categories of the national occupation classification), social login providers.
import type { Wire } from '@fund/core/api';

/** id 1 (+86) is the default of new_mobile_captcha and login; other ids take foreign numbers. */
export const MAINLAND_MOBILE_CODE_ID = 1;

export const MOBILE_CODES: readonly Wire.MobileCode[] = [
  { id: 1, code: '+86', name: '中国大陆' },
  { id: 2, code: '+852', name: '中国香港' },
  { id: 3, code: '+853', name: '中国澳门' },
  { id: 4, code: '+886', name: '中国台湾' },
  { id: 5, code: '+1', name: '美国/加拿大' },
  { id: 6, code: '+65', name: '新加坡' },
  { id: 7, code: '+60', name: '马来西亚' },
  { id: 8, code: '+81', name: '日本' },
  { id: 9, code: '+82', name: '韩国' },
  { id: 10, code: '+44', name: '英国' },
  { id: 11, code: '+61', name: '澳大利亚' },
];

export const CAREERS: readonly Wire.CareerOption[] = [
  { id: 1, name: '党政机关、企事业单位负责人' },
  { id: 2, name: '专业技术人员' },
  { id: 3, name: '金融从业人员' },
  { id: 4, name: '办事人员和有关人员' },
  { id: 5, name: '社会生产服务和生活服务人员' },
  { id: 6, name: '农、林、牧、渔业生产及辅助人员' },
  { id: 7, name: '生产制造及有关人员' },
  { id: 8, name: '军人' },
  { id: 9, name: '个体工商户、私营业主' },
  { id: 10, name: '自由职业者' },
  { id: 11, name: '学生' },
  { id: 12, name: '离退休人员' },
  { id: 13, name: '无业' },
  { id: 14, name: '其他' },
];

export const SOCIAL_PROVIDERS = ['weixin', 'qq', 'weibo'] as const;

// Word pools for the demo market's names. Every fund, company, manager and index is prefixed 演示
// so nobody mistakes the demo market for real products.
export const DEMO_PREFIX = '演示';

export const COMPANY_NAMES = [
  '华康', '安信达', '汇诚', '中融泰', '鼎元', '博远', '嘉禾', '长明', '景顺安', '泰和',
  '国润', '富盈', '天弘远', '东方红杉', '银泰华', '宏达', '广源', '信诚德', '南华', '永安盛',
] as const;

export const FUND_THEMES = [
  '成长', '价值', '消费精选', '医疗健康', '科技创新', '新能源', '高端制造', '蓝筹', '红利优选', '稳健',
  '均衡配置', '优势行业', '核心资产', '先进制造', '数字经济', '绿色发展', '品质生活', '创新驱动', '量化精选', '中小盘',
] as const;

export const MONEY_THEMES = ['添利', '日日盈', '增利', '天天宝', '安心', '现金管理', '活期通', '聚财'] as const;

export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'] as const;
export const GIVEN_NAMES = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '军', '杰', '涛', '明', '超', '秀英', '浩然', '子涵', '思远', '晓东', '建国', '一鸣', '嘉怡', '文博'] as const;

export const SECTORS = [
  ['consumer', '消费'],
  ['medical', '医药'],
  ['tech', '科技'],
  ['new_energy', '新能源'],
  ['finance', '金融'],
  ['defense', '军工'],
  ['semiconductor', '半导体'],
  ['liquor', '白酒'],
  ['dividend', '红利'],
  ['hk', '港股'],
] as const;

/** [symbol, name, is a market index, category, base points, base PE, base PB] */
export const INDEXES = [
  ['SH000001', '上证指数', true, 'broad', 32000000, 1350, 135],
  ['SZ399001', '深证成指', true, 'broad', 105000000, 2300, 250],
  ['SZ399006', '创业板指', true, 'broad', 21000000, 3300, 420],
  ['SH000300', '沪深300', false, 'broad', 38000000, 1200, 140],
  ['SH000905', '中证500', false, 'broad', 58000000, 2400, 180],
  ['SH000852', '中证1000', false, 'broad', 61000000, 3500, 220],
  ['SH000016', '上证50', false, 'broad', 26000000, 1000, 120],
  ['SH000688', '科创50', false, 'broad', 9500000, 4500, 450],
  ['SH000922', '中证红利', false, 'strategy', 52000000, 650, 70],
  ['SH000932', '中证消费', false, 'sector', 180000000, 2600, 500],
  ['SZ399989', '中证医疗', false, 'sector', 110000000, 3000, 420],
  ['SZ399975', '证券公司', false, 'sector', 8000000, 1800, 150],
] as const;

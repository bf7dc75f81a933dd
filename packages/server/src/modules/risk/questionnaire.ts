// The suitability questionnaire (普通投资者风险承受能力评估): 12 questions of the kind fund sellers use
// under the CSRC suitability rules. Each option scores points; the total (12-57) maps to a risk type.
export interface Question {
  id: number;
  title: string;
  /** What the answer tells about the investor, for the result's sub-summaries. */
  dimension: 'actual' | 'mental' | 'profit' | 'flow';
  options: ReadonlyArray<{ id: number; title: string; score: number }>;
}

function q(id: number, dimension: Question['dimension'], title: string, options: string[], scores?: number[]): Question {
  return { id, title, dimension, options: options.map((t, i) => ({ id: i + 1, title: t, score: scores?.[i] ?? i + 1 })) };
}

/** Bump when a question or score changes: results of an older version are invalidated (InvestmentRiskStatus.Invalidated). */
export const GENERAL_VERSION = 1;

export const GENERAL_QUESTIONS: readonly Question[] = [
  q(1, 'actual', '您的年龄是？', ['18-30岁', '31-40岁', '41-50岁', '51-60岁', '60岁以上'], [4, 5, 4, 2, 1]),
  q(2, 'actual', '您的家庭年收入约为？', ['10万元以下', '10-30万元', '30-50万元', '50-100万元', '100万元以上']),
  q(3, 'actual', '您可用于投资的金融资产约为？', ['10万元以下', '10-50万元', '50-300万元', '300-1000万元', '1000万元以上']),
  q(4, 'flow', '您计划用于投资的资金占家庭金融资产的比例是？', ['70%以上', '50%-70%', '30%-50%', '10%-30%', '10%以下']),
  q(5, 'actual', '您有多少年投资股票、基金、债券等金融产品的经验？', ['没有经验', '1年以下', '1-3年', '3-5年', '5年以上']),
  q(6, 'actual', '以下哪项最符合您的投资知识水平？', ['几乎不了解金融产品', '了解存款、理财等基础产品', '了解基金、股票的风险收益特征', '有金融专业背景或相关从业经历']),
  q(7, 'flow', '您计划的投资期限是？', ['1年以内', '1-3年', '3-5年', '5年以上']),
  q(8, 'flow', '您未来3年内是否有大额支出计划（如购房、子女教育）？', ['有，且需动用大部分投资资金', '有，需动用部分投资资金', '没有或无需动用投资资金'], [1, 2, 4]),
  q(9, 'profit', '您的投资目的是？', ['资产保值，获取稳定收益', '资产稳健增值', '资产较快增长', '追求高收益，愿意承担高波动'], [1, 2, 4, 5]),
  q(10, 'mental', '您能承受的最大投资亏损是？', ['不能承受任何本金亏损', '10%以内', '10%-30%', '30%-50%', '50%以上'], [1, 2, 3, 4, 5]),
  q(11, 'mental', '如果您持有的基金一个月内下跌20%，您会？', ['全部卖出', '卖出一部分', '继续持有', '加仓买入'], [1, 2, 3, 5]),
  q(12, 'profit', '您期望的年化收益率是？', ['与存款利率相当', '高于存款利率，3%-6%', '6%-10%', '10%-20%', '20%以上'], [1, 2, 3, 4, 5]),
];

/** Question 1 option 5 (over 60) or question 10 option 1 (no loss at all) caps the result at conservative. */
export const CONSERVATIVE_CAPS: ReadonlyArray<readonly [question: number, option: number]> = [
  [1, 5],
  [10, 1],
];

/** Upper score bound of types 1-4; above the last is 5 (aggressive). */
export const GENERAL_LEVEL_BOUNDS = [22, 32, 41, 49] as const;

/** The private-fund questionnaire: qualified-investor facts first, then the same risk temperament. */
export const PRIVATE_FUND_VERSION = 1;
export const PRIVATE_FUND_QUESTIONS: readonly Question[] = [
  q(1, 'actual', '您的金融资产（含存款、理财、基金、股票等）是否不低于300万元？', ['是', '否'], [5, 0]),
  q(2, 'actual', '您最近3年个人年均收入是否不低于50万元？', ['是', '否'], [5, 0]),
  q(3, 'actual', '您是否有2年以上投资经历？', ['是', '否'], [3, 0]),
  q(4, 'mental', '私募基金可能损失全部本金，您能否接受？', ['不能接受', '可以接受部分损失', '可以接受全部损失'], [0, 3, 5]),
  q(5, 'flow', '私募基金通常有封闭期，您的资金可以锁定多久？', ['6个月以内', '6个月-1年', '1-3年', '3年以上'], [1, 2, 4, 5]),
  q(6, 'profit', '您投资私募基金的主要目的是？', ['保值', '稳健增值', '追求超额收益'], [1, 3, 5]),
];
/** Qualified when question 1 or 2 is answered yes (金融资产 300 万或年收入 50 万) and question 3 yes. */
export const PRIVATE_FUND_LEVEL_BOUNDS = [8, 13, 18, 22] as const;

/** The advisory (投顾) questionnaire answered per portfolio. */
export const ADVISOR_QUESTIONS: readonly Question[] = [
  q(1, 'profit', '您参与投顾服务的主要目标是？', ['稳健理财，跑赢存款', '长期增值，养老或子女教育', '追求较高收益'], [1, 3, 5]),
  q(2, 'flow', '这笔资金您计划投资多久？', ['1年以内', '1-3年', '3年以上'], [1, 3, 5]),
  q(3, 'mental', '组合回撤达到多少时您会考虑退出？', ['5%', '15%', '25%', '30%以上'], [1, 2, 4, 5]),
  q(4, 'flow', '这笔资金占您可投资资产的比例是？', ['50%以上', '20%-50%', '20%以下'], [1, 3, 5]),
];
export const ADVISOR_LEVEL_BOUNDS = [6, 9, 13, 16] as const;

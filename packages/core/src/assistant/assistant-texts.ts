// What the assistant says in its own words (the figures come from tools): labels, refusals, FAQ answers.
import type { AssistantIntent, FaqTopic } from './assistant-intents';

/** On every answer (issue 20): the assistant is a tool, not an adviser. */
export const AI_DISCLAIMER = '内容由AI生成，仅供参考，不构成投资建议';
/** A card that fails to load or render (spec 03 §8). */
export const AI_RENDER_FAILURE = '数据请求失败，请稍后重试';
export const AI_RETRY = '重试';
export const AI_GO_LOGIN = '登录后查看您的专属数据';
export const AI_GO_LOGIN_BUTTON = '去登录';
export const AI_INPUT_PLACEHOLDER = '问问我：我昨天赚了多少？';
export const AI_SEND = '发送';
export const AI_HINTS_TITLE = '猜你想问';
export const AI_FEEDBACK_THANKS = '感谢您的反馈';
export const AI_FEEDBACK_REASONS = ['数据不对', '没听懂我的问题', '回答不完整', '其他'] as const;

export const AI_TEXTS: Record<AssistantIntent, string> = {
  holdings: '这是您当前的持仓概况：',
  income: '这是您最近一个交易日的收益：',
  fund_info: '为您找到这只基金：',
  fund_compare: '两只基金的对比如下：',
  buy_fee: '按当前费率，买入的费用和份额估算如下：',
  sell_fee: '按您每笔份额的持有时间（先进先出），现在卖出的手续费和手续费下降的日期测算如下，仅为费用测算，是否卖出请结合自身情况决定：',
  arrival: '您在途的交易预计这样确认和到账：',
  plan_next: '您的定投计划下次扣款如下：',
  risk_level: '您的风险测评结果如下：',
  recent_trades: '您最近的交易记录：',
  bao_yield: '现金宝最新收益如下：',
  followed_funds: '您关注的基金：',
  advice: '我不能为您做个性化的买卖决定，也无法承诺收益。以下是与您风险等级相符的信息，供您参考：',
  others_data: '抱歉，我只能查询您本人账户的数据，无法提供其他用户的信息。',
  faq: '',
  unknown: '抱歉，我还没理解您的问题。您可以试试下面这些问题：',
};

export const AI_EMPTY: Partial<Record<AssistantIntent, string>> = {
  holdings: '您目前还没有持仓。',
  income: '您目前还没有收益记录。',
  arrival: '您目前没有在途的交易。',
  plan_next: '您目前没有进行中的定投计划。',
  recent_trades: '您目前还没有交易记录。',
  followed_funds: '您还没有关注基金。',
  fund_info: '没有找到这只基金，请检查基金代码或名称。',
  fund_compare: '请告诉我要对比的两只基金的代码或名称。',
  buy_fee: '请告诉我基金代码或名称和买入金额，例如：000001买一万手续费多少。',
  risk_level: '您还没有做风险测评，测评后才能购买基金。',
  sell_fee: '您目前没有可卖出的基金份额。',
};

export const FAQ_ANSWERS: Record<FaqTopic, { title: string; text: string; link: string }> = {
  bind_card: { title: '如何绑定银行卡', text: '在“我的-银行卡”中添加本人名下的银行卡，填写卡号和预留手机号并完成短信验证即可。', link: '/accounts/bank_cards/' },
  undo: { title: '如何撤单', text: '交易在当日15:00前提交且尚未确认时可以撤单：在交易记录中打开该笔交易，点击“撤单”并输入交易密码。', link: '/accounts/funds/trades/' },
  trade_password: { title: '忘记交易密码', text: '可在“设置-交易密码”中通过身份验证重置交易密码。', link: '/accounts/trade_password/reset/' },
  risk_test: { title: '风险测评', text: '购买基金前需完成风险测评，测评结果有效期内可购买不高于您风险等级的产品。', link: '/accounts/investment_risk/' },
  dividend: { title: '分红方式', text: '分红方式分为现金分红和红利再投资，可在持有基金的详情页修改，修改以基金公司确认为准。', link: '/accounts/funds/' },
  sell: { title: '如何卖出', text: '在持仓中选择基金点击“卖出”，输入份额和交易密码即可；资金在份额确认后到账。', link: '/accounts/funds/' },
  fixed_investment: { title: '如何设置定投', text: '在基金详情页点击“定投”，选择扣款周期、日期和金额即可；扣款日遇节假日顺延。', link: '/accounts/funds/fixed_investments/' },
  fees: { title: '基金费用说明', text: '基金费用包括申购费、赎回费和运作费用（管理费、托管费、销售服务费），运作费用每日从基金资产中计提，已体现在净值中。', link: '/faq/' },
};

/** The sell-fee tool's notes (issue 24, B5): facts about fees, never a call to sell or to buy. */
export const AI_SELL_FEE_NOTES = {
  lowest: '各笔份额已按当前最低档计费，继续持有不会降低卖出手续费',
  drop: (date: string, fee: string, saving: string) => `${date}起卖出同样份额，手续费降至${fee}元，可省${saving}元`,
  nav: '按最新净值估算，实际以确认日净值为准；净值涨跌可能超过手续费的差额',
} as const;

/** What the assistant's calls answer on a bad request. */
export const AI_MESSAGES = {
  unknownBot: '没有这个助手',
  messageNotFound: '没有找到这条消息',
  riskUntested: '您还没有完成风险测评，完成后我才能告诉您哪些产品与您的风险承受能力相符。',
  aboveRisk: (level: string) => `该基金为${level}，高于您的风险承受能力，不建议购买。`,
} as const;

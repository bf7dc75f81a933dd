import { validate } from '../api/schema';
import { matchUrl } from '../navigation/route-urls';
import { AI_TEMPLATE_VERSION } from '../promotion/promotion-codes';
import { amountIn, chineseNumber } from './amount-slot';
import { chatAnswer } from './api/ai-answers';
import { AI_PERSONAS, personaOf } from './assistant-personas';
import { AI_DISCLAIMER, FAQ_ANSWERS } from './assistant-texts';
import { CARD_ROUTES, cardLink, goLoginLink, type CardRoute } from './card-links';
import { hintsFor } from './chat-hints';
import { dateIn } from './date-slot';
import { unbackedFigures } from './figure-check';

describe('amounts as people type them', () => {
  it.each([
    ['一万', 10000], ['两万五', 25000], ['三千五', 3500], ['十万', 100000], ['五百', 500], ['一万零五百', 10500], ['一万二千', 12000],
  ])('reads %s as %d', (word, n) => expect(chineseNumber(word)).toBe(n));

  it.each([
    ['买1w', '10000.00'], ['5千块', '5000.00'], ['3.5万元', '35000.00'], ['1,000元', '1000.00'], ['5k', '5000.00'], ['一万一天', '10000.00'],
  ])('finds the amount in %s', (text, amount) => expect(amountIn(text)).toBe(amount));

  it('reads no money in dates, periods, counts and ids', () => {
    for (const text of ['近1年', '11月20日', '买2个', '用户10086', '第3笔', '一下']) expect(amountIn(text)).toBeNull();
  });
});

describe('dates against today', () => {
  it('resolves relative days, month-days and full dates, and not 7日年化', () => {
    expect(dateIn('昨天', '2026-03-01')).toBe('2026-02-28');
    expect(dateIn('明天', '2026-12-31')).toBe('2027-01-01');
    expect(dateIn('2026年1月5日', '2026-11-20')).toBe('2026-01-05');
    expect(dateIn('5号', '2026-11-20')).toBe('2026-11-05');
    expect(dateIn('7日年化', '2026-11-20')).toBeNull();
    expect(dateIn('2月30日', '2026-11-20')).toBeNull();
  });
});

describe('card links', () => {
  it('opens a page of the route table for every card route', () => {
    const params = { symbol: '000001', id: '7' };
    for (const route of Object.keys(CARD_ROUTES) as CardRoute[]) {
      const link = cardLink(route, params);
      expect(matchUrl(link)?.route.pattern).toBe(CARD_ROUTES[route]);
    }
    expect(cardLink('fee', { symbol: '000001' }, { amount: '10000.00' })).toBe('/s/000001/buy/?amount=10000.00');
    expect(goLoginLink()).toBe('/accounts/login/?next=%2Fai%2Fchat%2F');
  });

  it('links every FAQ answer to a page of the table', () => {
    for (const a of Object.values(FAQ_ANSWERS)) expect(matchUrl(a.link)).not.toBeNull();
  });

  it('refuses a card route without its path param', () => {
    expect(() => cardLink('fund')).toThrow('缺少路由参数');
  });
});

describe('hints (猜你想问)', () => {
  const none = { loggedIn: true, holdsFunds: false, hasPlans: false, hasOpenTrades: false, riskTested: true };
  it('give a guest market questions only, 5 of them', () => {
    const hints = hintsFor({ ...none, loggedIn: false });
    expect(hints).toHaveLength(5);
    expect(hints.some((h) => h.includes('我'))).toBe(false);
  });
  it('follow what the user has', () => {
    expect(hintsFor({ ...none, holdsFunds: true, hasOpenTrades: true, hasPlans: true })).toEqual(['我昨天赚了多少', '帮我做个持仓体检', '我的钱什么时候到账', '下次定投什么时候扣款', '我的风险等级是什么']);
    expect(hintsFor({ ...none, riskTested: false })[0]).toBe('风险测评在哪里做');
  });
});

describe('personas', () => {
  it('fall back to the first for an unknown id', () => {
    expect(personaOf(2).name).toBe('理财顾问');
    expect(personaOf(99)).toBe(AI_PERSONAS[0]);
  });
});

describe('figures a model writes', () => {
  const tools = ['{"income_latest":"123.45","fund":"000001","percent":"-1.2300","date":"2026-11-19"}'];
  it('are backed when a tool returned them, whatever the formatting', () => {
    expect(unbackedFigures('您昨天赚了123.45元，000001跌了1.23%（2026-11-19），共2只基金', tools)).toEqual([]);
  });
  it('are caught when invented', () => {
    expect(unbackedFigures('您昨天赚了1,234.50元，预计明年收益15%', tools)).toEqual(['1234.5', '15']);
  });
});

describe('the chat answer schema', () => {
  it('accepts an answer with the disclaimer and refuses an unknown card template', () => {
    const ok = {
      message_id: 1, question: 'q', intent: 'income', source: 'engine', text: 't', disclaimer: AI_DISCLAIMER, template_version: AI_TEMPLATE_VERSION,
      bot: '小基', created_at: '2026-11-20T10:00:00.000Z', useful: null,
      cards: [{ template: 'income', title: '昨日收益', link: '/accounts/income/', fields: [{ key: 'income', label: '收益', value: '1.00', tone: 'up' }], rows: [], go_login: null, note: null }],
    };
    expect(validate(chatAnswer, ok).ok).toBe(true);
    expect(validate(chatAnswer, { ...ok, cards: [{ ...ok.cards[0], template: 'stock' }] }).ok).toBe(false);
  });
});

import fc from 'fast-check';
import { PortfolioRiskLevel } from '../risk/risk-codes';
import { toDecimal } from '../money/decimal';
import {
  adjustmentRefusal, amountMinBuyRefusal, createFundsRefusal, derivedAmountMinBuy, derivedRiskLevel, descriptionRefusal, moveArrow, nameRefusal, parsePositionsText, percentMoves, positionsText, weightsRefusal,
  type OwnerFund,
} from './owner-rules';
import { OWNER_MESSAGES } from './owner-texts';

/** n whole-cent weights that sum to exactly 100.00. */
const weights100 = (n: number) =>
  fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: n, maxLength: n }).map((raw) => {
    const total = raw.reduce((a, b) => a + b, 0);
    const cents = raw.map((r) => Math.max(1, Math.floor((r * 10000) / total)));
    const first = 10000 - cents.slice(1).reduce((a, b) => a + b, 0);
    return first > 0 ? [first, ...cents.slice(1)] : null;
  });

const toPositions = (cents: number[]) => cents.map((c, i) => ({ symbol: `F${i}`, percent: toDecimal(c).div(100).toFixed(2) }));

function fund(symbol: string, over: Partial<OwnerFund> = {}): OwnerFund {
  return { symbol, name: `基金${symbol}`, allow_trade: true, allow_buy: true, allow_sell: true, is_bao: false, amount_min_buy: '10.00', investment_risk: 3, ...over };
}

describe('weights', () => {
  it('accepts any set of distinct funds whose cents sum to exactly 100.00', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 20 }).chain(weights100), (cents) => {
      if (cents === null) return;
      expect(weightsRefusal(toPositions(cents))).toBeNull();
    }));
  });

  it('refuses any total other than 100.00 with the total in the Chinese message', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 9999 }), { minLength: 1, maxLength: 20 }), (cents) => {
      const total = cents.reduce((a, b) => a + b, 0);
      fc.pre(total !== 10000);
      expect(weightsRefusal(toPositions(cents))).toBe(`各基金占比合计须为100.00%，当前为${toDecimal(total).div(100).toFixed(2)}%`);
    }));
  });

  it('refuses a fund twice, no funds, a zero or three-place percent, and more than 20 funds', () => {
    expect(weightsRefusal([{ symbol: 'A', percent: '50' }, { symbol: 'A', percent: '50' }])).toBe(OWNER_MESSAGES.duplicateFund('A'));
    expect(weightsRefusal([])).toBe('请至少选择一只基金');
    expect(weightsRefusal([{ symbol: 'A', percent: '0' }, { symbol: 'B', percent: '100' }])).toBe(OWNER_MESSAGES.badPercent('A'));
    expect(weightsRefusal([{ symbol: 'A', percent: '33.333' }, { symbol: 'B', percent: '66.667' }])).toBe(OWNER_MESSAGES.badPercent('A'));
    expect(weightsRefusal(Array.from({ length: 21 }, (_, i) => ({ symbol: `S${i}`, percent: '1' })))).toBe('组合最多包含20只基金');
  });
});

describe('name and description', () => {
  it('takes 2 to 20 characters without a banned word, counting Chinese characters one each', () => {
    expect(nameRefusal('稳健增长')).toBeNull();
    expect(nameRefusal('  ')).toBe('请输入组合名称');
    expect(nameRefusal('甲')).toBe('组合名称须为2-20个字');
    expect(nameRefusal('一'.repeat(21))).toBe('组合名称须为2-20个字');
    expect(nameRefusal('保 本 优选')).toBe('组合名称不能包含“保本”');
    fc.assert(fc.property(fc.string({ minLength: 2, maxLength: 20 }).filter((s) => s.trim() === s && [...s].length >= 2 && !/\s/.test(s)), (name) => {
      const refusal = nameRefusal(name);
      expect(refusal === null || refusal.startsWith('组合名称不能包含')).toBe(true);
    }));
  });

  it('takes a description of 10 to 500 characters without a banned word', () => {
    expect(descriptionRefusal('均衡配置股债，长期持有')).toBeNull();
    expect(descriptionRefusal('太短')).toBe('组合简介须为10-500个字');
    expect(descriptionRefusal('本组合稳赚不赔，欢迎购买')).toBe('组合简介不能包含“稳赚”');
  });
});

describe('minimum purchase', () => {
  it('is the amount at which every fund gets its own minimum, up to the yuan, never below 100.00', () => {
    expect(derivedAmountMinBuy([{ percent: '50', amount_min_buy: '10.00' }, { percent: '50', amount_min_buy: '10.00' }])).toBe('100.00');
    // 1,000 yuan minimum at 30% needs 3,333.33... → 3,334.
    expect(derivedAmountMinBuy([{ percent: '30', amount_min_buy: '1000.00' }, { percent: '70', amount_min_buy: '10.00' }])).toBe('3334.00');
    fc.assert(fc.property(fc.integer({ min: 1, max: 10000 }), fc.integer({ min: 1, max: 100000 }), (cents, minYuan) => {
      const percent = toDecimal(cents).div(100).toFixed(2);
      const derived = derivedAmountMinBuy([{ percent, amount_min_buy: `${minYuan}.00` }]);
      expect(toDecimal(derived).times(percent).div(100).gte(minYuan)).toBe(true);
    }));
  });

  it('refuses a minimum below the derived one or above 50,000', () => {
    expect(amountMinBuyRefusal('99.99', '100.00')).toBe('起购金额不能低于100.00元（按各基金起购金额和占比计算）');
    expect(amountMinBuyRefusal('100.00', '100.00')).toBeNull();
    expect(amountMinBuyRefusal('50000.01', '100.00')).toBe('起购金额不能高于50000.00元');
  });
});

describe('risk level', () => {
  it('follows the riskiest fund: up to level 2 protected, 3 stable, 4–5 or unknown aggressive; the cash treasure is low', () => {
    expect(derivedRiskLevel([{ investment_risk: 1, is_bao: false }, { investment_risk: 2, is_bao: false }])).toBe(PortfolioRiskLevel.CapitalProtected);
    expect(derivedRiskLevel([{ investment_risk: 3, is_bao: false }, { investment_risk: 5, is_bao: true }])).toBe(PortfolioRiskLevel.Stable);
    expect(derivedRiskLevel([{ investment_risk: 1, is_bao: false }, { investment_risk: 4, is_bao: false }])).toBe(PortfolioRiskLevel.Aggressive);
    expect(derivedRiskLevel([{ investment_risk: 0, is_bao: false }])).toBe(PortfolioRiskLevel.Aggressive);
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 10 }), fc.integer({ min: 0, max: 5 }), (levels, extra) => {
      const base = derivedRiskLevel(levels.map((l) => ({ investment_risk: l, is_bao: false })));
      const more = derivedRiskLevel([...levels, extra].map((l) => ({ investment_risk: l, is_bao: false })));
      expect(more).toBeGreaterThanOrEqual(base);
    }));
  });
});

describe('funds of a new portfolio', () => {
  it('must be known, tradable and buyable', () => {
    const funds = new Map([['A', fund('A')], ['B', fund('B', { allow_trade: false })], ['C', fund('C', { allow_buy: false })]]);
    expect(createFundsRefusal([{ symbol: 'A', percent: '100' }], funds)).toBeNull();
    expect(createFundsRefusal([{ symbol: 'Z', percent: '100' }], funds)).toBe('基金Z不存在');
    expect(createFundsRefusal([{ symbol: 'B', percent: '100' }], funds)).toBe('基金B暂不支持交易，不能加入组合');
    expect(createFundsRefusal([{ symbol: 'C', percent: '100' }], funds)).toBe('基金C暂停申购，不能加入组合');
  });
});

describe('position adjustment', () => {
  const current = [{ symbol: 'A', percent: '40.00' }, { symbol: 'B', percent: '40.00' }, { symbol: 'BAO', percent: '20.00' }];
  const funds = (over: Record<string, Partial<OwnerFund>> = {}) =>
    new Map(['A', 'B', 'BAO', 'N'].map((s) => [s, fund(s, { is_bao: s === 'BAO', ...over[s] })]));

  it('allows a change each fund may make and a new buyable fund', () => {
    expect(adjustmentRefusal(current, [{ symbol: 'A', percent: '30' }, { symbol: 'B', percent: '30' }, { symbol: 'BAO', percent: '20' }, { symbol: 'N', percent: '20' }], funds())).toBeNull();
  });

  it('follows adjustableDirections: frozen, decrease only, increase only, the cash treasure stays', () => {
    const grow = [{ symbol: 'A', percent: '50' }, { symbol: 'B', percent: '30' }, { symbol: 'BAO', percent: '20' }];
    expect(adjustmentRefusal(current, grow, funds({ A: { allow_trade: false } }))).toBe('基金A暂停交易，占比不能调整');
    expect(adjustmentRefusal(current, grow, funds({ A: { allow_buy: false } }))).toBe('基金A暂停申购，只能调低占比');
    expect(adjustmentRefusal(current, grow, funds({ B: { allow_sell: false } }))).toBe('基金B暂停赎回，只能调高占比');
    expect(adjustmentRefusal(current, [{ symbol: 'A', percent: '60' }, { symbol: 'B', percent: '40' }], funds())).toBe('基金BAO为组合的现金仓位，不能移出组合');
    // A fund that may not trade can stay exactly as it is.
    expect(adjustmentRefusal(current, [{ symbol: 'A', percent: '40' }, { symbol: 'B', percent: '30' }, { symbol: 'BAO', percent: '30' }], funds({ A: { allow_trade: false } }))).toBeNull();
  });

  it('refuses weights off 100 and a change that changes nothing', () => {
    expect(adjustmentRefusal(current, [{ symbol: 'A', percent: '40' }, { symbol: 'B', percent: '40' }], funds())).toBe('各基金占比合计须为100.00%，当前为80.00%');
    expect(adjustmentRefusal(current, current, funds())).toBe('调仓前后占比没有变化');
  });

  it('records each fund old → new with its arrow', () => {
    const moves = percentMoves(current, [{ symbol: 'A', percent: '60' }, { symbol: 'BAO', percent: '20' }, { symbol: 'N', percent: '20' }]);
    expect(moves).toEqual([
      { symbol: 'A', old_percent: '40.00', percent: '60.00' },
      { symbol: 'BAO', old_percent: '20.00', percent: '20.00' },
      { symbol: 'N', old_percent: '0.00', percent: '20.00' },
      { symbol: 'B', old_percent: '40.00', percent: '0.00' },
    ]);
    expect(moves.map(moveArrow)).toEqual(['↑', '', '↑', '↓']);
  });
});

describe('weights on a query string', () => {
  it('round-trips symbol:percent pairs and refuses a malformed pair', () => {
    const positions = [{ symbol: '000001', percent: '60.5' }, { symbol: '000002', percent: '39.50' }];
    expect(parsePositionsText(positionsText(positions))).toEqual(positions);
    expect(parsePositionsText('000001:60:1')).toBeNull();
    expect(parsePositionsText('000001:abc')).toBeNull();
    expect(parsePositionsText('')).toEqual([]);
  });
});

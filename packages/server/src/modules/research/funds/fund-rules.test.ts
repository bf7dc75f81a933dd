import { diagnosisTexts, type DiagnosisInput } from '../diagnosis/diagnosis-rules';
import type { FundRecord } from '../../fund/fund-mappers';
import { fareTiers } from './fare-tiers';
import { timetableOf } from './fund-reads-service';

// Only the fields these rules read; the rest of a fund row does not matter to them.
const fund = (over: Partial<FundRecord>): FundRecord => ({ symbol_stype: 300, fare_ratio_buy: '0.015000', discount_rate_buy: '0.1000', fare_ratio_sell: '0.005000', discount_rate_sell: '1.0000', t_days_sell: 1, ...over }) as FundRecord;

describe('fee tiers', () => {
  it('cuts the listed purchase rate by amount, discounts each tier, and charges a fixed fee from 10 million', () => {
    const { buy } = fareTiers(fund({}));
    expect(buy.map((t) => [t.fare_ratio, t.discounted_fare_ratio, t.fixed_fee])).toEqual([
      ['0.015000', '0.001500', null],
      ['0.009000', '0.000900', null],
      ['0.003000', '0.000300', null],
      ['0.000000', '0.000000', '1000.00'],
    ]);
    expect(buy[1]?.text).toBe('100万≤金额<500万');
  });

  it('charges 1.5% under 7 days, the listed rate to a year, half to two years, nothing after', () => {
    expect(fareTiers(fund({})).sell.map((t) => t.fare_ratio)).toEqual(['0.015000', '0.005000', '0.002500', '0.000000']);
  });

  it('charges a money fund nothing either way', () => {
    const tiers = fareTiers(fund({ symbol_stype: 306, fare_ratio_buy: '0.000000' }));
    expect(tiers.buy).toHaveLength(1);
    expect(tiers.sell[0]?.fare_ratio).toBe('0.000000');
  });
});

describe('trade timetable', () => {
  it('counts an order before 15:00 on a Friday for that day, confirmed Monday', () => {
    const t = timetableOf(fund({ t_days_sell: 2 }), new Date('2026-11-20T13:59:00+08:00'));
    expect(t).toMatchObject({ buy: { apply_date: '2026-11-20', confirm_date: '2026-11-23', income_date: '2026-11-24' }, sell: { arrive_date: '2026-11-25' } });
  });

  it('moves an order after 15:00, or on a holiday, to the next trading day', () => {
    expect(timetableOf(fund({}), new Date('2026-11-20T15:00:00+08:00'))).toMatchObject({ buy: { apply_date: '2026-11-23' } });
    expect(timetableOf(fund({}), new Date('2026-10-01T10:00:00+08:00'))).toMatchObject({ buy: { apply_date: '2026-10-08' } });
  });
});

describe('diagnosis texts', () => {
  const input: DiagnosisInput = {
    score: 92, percentYear: '25.10', rankYear: 3, peers: 40, typeText: '股票型', companyName: '演示华康基金', companyAssets: '123400000000.00',
    companyFunds: 12, managerName: '演示王伟', seniority: '8.50', goodAt: '股票型', trackTarget: null, allocation: { stock: '88.00', bond: '2.00', cash: '9.00', other: '1.00' },
  };

  it('recommends a fund scoring 80 or more and names its rank among peers', () => {
    const t = diagnosisTexts(input);
    expect(t).toMatchObject({ is_recommended: true, is_alert: false });
    expect(t.description).toContain('在40只股票型基金中排名第3');
    expect(t.company_description).toBe('演示华康基金管理规模1234.00亿元，旗下基金12只。');
  });

  it('alerts on a year worse than -15% and then never recommends', () => {
    const t = diagnosisTexts({ ...input, percentYear: '-20.00' });
    expect(t).toMatchObject({ is_alert: true, is_recommended: false });
  });

  it('says so when a young fund has no score', () => {
    expect(diagnosisTexts({ ...input, score: null }).description).toContain('暂无足够数据');
  });
});

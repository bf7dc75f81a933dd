import fc from 'fast-check';
import { TradeDirection, TradeStatus, TradeStepDisplay } from './trade-codes';
import { FAILED_TRADE_STATUSES } from './trade-status-groups';
import { fundOrderSteps, portfolioOrderSteps, type FundTimelineSubject } from './trade-timeline';

const order: FundTimelineSubject = {
  status: TradeStatus.EntrustSucceed,
  direction: TradeDirection.Buy,
  submittedAt: '2026-11-20 10:30',
  amount: '1000.00',
  amount_refund: null,
  failure_notification: '银行卡余额不足',
  trade_date: '2026-11-20',
  confirm_date: '2026-11-23',
  arrive_date: '2026-11-24',
  to_bao: false,
};

describe('a fund order timeline', () => {
  it('draws an entrusted buy as submitted, then confirmation and income not reached yet', () => {
    expect(fundOrderSteps(order)).toEqual([
      { status: TradeStepDisplay.Active, title: '提交申请', desc: '2026-11-20 10:30' },
      { status: TradeStepDisplay.Disabled, title: '确认份额', desc: '2026-11-23 按2026-11-20净值确认份额' },
      { status: TradeStepDisplay.Disabled, title: '查看收益', desc: '2026-11-23 起可查看收益' },
    ]);
  });

  it('draws a confirmed sell into the cash treasure with its arrival', () => {
    const steps = fundOrderSteps({ ...order, status: TradeStatus.TradeSucceed, direction: TradeDirection.Sell, to_bao: true });
    expect(steps.slice(1)).toEqual([
      { status: TradeStepDisplay.Active, title: '确认金额', desc: '2026-11-23 按2026-11-20净值确认金额' },
      { status: TradeStepDisplay.Active, title: '转入现金宝', desc: '预计2026-11-24到账' },
    ]);
    expect(fundOrderSteps({ ...order, direction: TradeDirection.Sell }).slice(-1)[0]?.title).toBe('资金到账');
  });

  it('ends an undone buy with its refund and an undone sell with the shares unfrozen', () => {
    expect(fundOrderSteps({ ...order, status: TradeStatus.Cancelled, amount_refund: '998.00' })[1]).toEqual({ status: TradeStepDisplay.Fail, title: '已撤单', desc: '退款998.00元已退回' });
    expect(fundOrderSteps({ ...order, status: TradeStatus.Cancelled })[1]?.desc).toBe('退款1000.00元已退回');
    expect(fundOrderSteps({ ...order, status: TradeStatus.Cancelled, direction: TradeDirection.Sell })[1]?.desc).toBe('份额已解冻');
  });

  it('ends every failed order after two steps with the failure notice', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FAILED_TRADE_STATUSES), fc.constantFrom(TradeDirection.Buy, TradeDirection.Sell, TradeDirection.FixedInvestment), (status, direction) => {
        expect(fundOrderSteps({ ...order, status, direction })).toEqual([
          { status: TradeStepDisplay.Active, title: '提交申请', desc: '2026-11-20 10:30' },
          { status: TradeStepDisplay.Fail, title: '交易失败', desc: '银行卡余额不足' },
        ]);
      }),
    );
  });
});

describe('a portfolio order timeline', () => {
  it('draws an open rebalance as one confirmation step not reached yet', () => {
    expect(portfolioOrderSteps({ ...order, status: TradeStatus.InRebalance, direction: TradeDirection.Rebalance }, '2026-11-25').slice(1)).toEqual([
      { status: TradeStepDisplay.Disabled, title: '调仓确认', desc: '2026-11-23 按2026-11-20净值完成调仓' },
    ]);
  });

  it('names a failed rebalance 调仓失败', () => {
    expect(portfolioOrderSteps({ ...order, status: TradeStatus.RebalanceFailed, direction: TradeDirection.Rebalance }, '2026-11-25')[1]?.title).toBe('调仓失败');
  });

  it('draws a done sell with the last child arrival and a done buy with its income', () => {
    expect(portfolioOrderSteps({ ...order, status: TradeStatus.TradeSucceed, direction: TradeDirection.Sell }, '2026-11-25').slice(-1)[0]).toEqual({
      status: TradeStepDisplay.Active,
      title: '资金到账',
      desc: '预计2026-11-25到账',
    });
    expect(portfolioOrderSteps({ ...order, status: TradeStatus.PartTradeSucceed }, '2026-11-25').map((s) => s.title)).toEqual(['提交申请', '确认份额', '查看收益']);
  });

  it('counts only a buy as paid in when undone', () => {
    expect(portfolioOrderSteps({ ...order, status: TradeStatus.Cancelled, direction: TradeDirection.Sell }, '2026-11-25')[1]?.desc).toBe('份额已解冻');
    expect(portfolioOrderSteps({ ...order, status: TradeStatus.Cancelled, amount_refund: '500.00' }, '2026-11-25')[1]?.desc).toBe('退款500.00元已退回');
  });
});

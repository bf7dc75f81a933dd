// Answers the campaign pages' tests reply with: a campaign's info, an award.
import type { CampaignAwardV2, CampaignInfo } from '@fund/core/promotion';

export function campaignInfo(over: Partial<CampaignInfo> = {}): CampaignInfo {
  return {
    code: 'demo', kind: 'guess', kind_display: '竞猜', name: '双十一竞猜',
    begin_at: '2026-11-19T02:00:00.000Z', bet_end_at: '2026-11-21T02:00:00.000Z', settle_at: '2026-11-22T02:00:00.000Z', end_at: '2026-12-20T02:00:00.000Z',
    phase: 'open', phase_display: '进行中', rules: ['竞猜只使用金币，不涉及现金。'], entry_coins: 10, budget: 100, budget_left: 100, ...over,
  };
}

export function award(id: number, over: Partial<CampaignAwardV2> = {}): CampaignAwardV2 {
  return { id, code: 'demo', name: '双十一竞猜猜中', prize_kind: 'coins', coins: 50, amount: '0.00', status: 0, status_display: '待领取', username: '138****0000', created_at: '2026-11-22T03:00:00.000Z', ...over };
}

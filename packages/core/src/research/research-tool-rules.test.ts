import { createMemoryStore } from '../ports';
import { createGuestDiagnosisCounter } from '../storage/guest-diagnosis-counter';
import type { FundManager } from '../api/contract/entities';
import {
  assessOptionsValue,
  diagnosisScoreClass,
  diagnosisScoreText,
  diagnosisViewGate,
  managerCompareRows,
  managerIdsParam,
  mediaDurationText,
  orderFollowedManagers,
  compareSelectorNext,
  applyCompareSelection,
  MANAGER_COMPARE_LIST_URL,
  quantInfluenceTone,
} from './research-tool-rules';


function manager(id: number, score: number): FundManager {
  return {
    id, name: `经理${id}`, post_status: 1, fund_company: '公司', work_seniority: '5', end_date: null, index_rate_tyear: '10', good_at_types: [], good_at_type: '股票型',
    profitability: score, sharpe_ratio: score, stock_selection: score, anti_risk: score, timing_selection: score, experience: score, index_following: score, excess_income: score, stability: score,
    bull_market: null, bear_market: null, seesawing_market: null, extreme_markets: null,
  };
}

describe('followed managers order', () => {
  it('puts the newest followed first and keeps unknown ones after, in the server order', () => {
    const server = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(orderFollowedManagers(server, ['3', '1']).map((m) => m.id)).toEqual([3, 1, 2, 4]);
    expect(orderFollowedManagers(server, []).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('guest diagnosis gate', () => {
  it('lets a logged-in user in without counting', () => {
    const store = createMemoryStore();
    const counter = createGuestDiagnosisCounter(store);
    for (let i = 0; i < 5; i += 1) expect(diagnosisViewGate(true, counter)).toEqual({ allowed: true, remaining: null });
    expect(counter.count()).toBe(0);
  });

  it('gives a guest 3 free views and refuses the fourth', () => {
    const counter = createGuestDiagnosisCounter(createMemoryStore());
    expect(diagnosisViewGate(false, counter)).toEqual({ allowed: true, remaining: 2 });
    expect(diagnosisViewGate(false, counter)).toEqual({ allowed: true, remaining: 1 });
    expect(diagnosisViewGate(false, counter)).toEqual({ allowed: true, remaining: 0 });
    expect(diagnosisViewGate(false, counter)).toEqual({ allowed: false, remaining: 0 });
  });
});

describe('diagnosis score display', () => {
  it('colours by band: 90 red, 60 blue, 59 green, none muted', () => {
    expect(diagnosisScoreClass(90)).toBe('score-red');
    expect(diagnosisScoreClass(89)).toBe('score-blue');
    expect(diagnosisScoreClass(60)).toBe('score-blue');
    expect(diagnosisScoreClass(59)).toBe('score-green');
    expect(diagnosisScoreClass(null)).toBe('score-muted');
  });

  it('shows a whole number or the dash', () => {
    expect(diagnosisScoreText(85.4)).toBe('85');
    expect(diagnosisScoreText(null)).toBe('--');
  });
});

describe('manager assessment answers', () => {
  const questions = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('joins one option per question in question order', () => {
    expect(assessOptionsValue(questions, { 3: 31, 1: 12, 2: 22 })).toBe('12,22,31');
  });
  it('is null until every question is answered', () => {
    expect(assessOptionsValue(questions, { 1: 12 })).toBeNull();
    expect(assessOptionsValue([], {})).toBeNull();
  });
});

describe('manager comparison', () => {
  it('lines up each skill across managers and marks the best', () => {
    const rows = managerCompareRows([manager(1, 90), manager(2, 95)]);
    expect(rows[0]).toEqual({ label: '盈利能力', scores: [90, 95], best: 1 });
    expect(rows).toHaveLength(9);
    expect(managerCompareRows([])).toEqual([]);
  });

  it('reads the selector ids', () => {
    expect(managerIdsParam('3, 7,3,x,')).toEqual(['3', '7']);
    expect(managerIdsParam(undefined)).toEqual([]);
  });
});

describe('media duration', () => {
  it('shows minutes and seconds', () => {
    expect(mediaDurationText(75)).toBe('1:15');
    expect(mediaDurationText(480)).toBe('8:00');
    expect(mediaDurationText(-1)).toBe('--:--');
  });
});

describe('manager compare selector', () => {
  it('returns to an in-app next or to the comparison', () => {
    expect(compareSelectorNext('/symbols/funds/managers/3/')).toBe('/symbols/funds/managers/3/');
    expect(compareSelectorNext('https://evil.example/')).toBe(MANAGER_COMPARE_LIST_URL);
    expect(compareSelectorNext(undefined)).toBe('/symbols/funds/managers/compare/list/');
  });

  it('keeps the kept ones and puts the newly picked first, last picked first', () => {
    expect(applyCompareSelection(['1', '2', '3'], ['3', '1', '5', '6'])).toEqual(['6', '5', '1', '3']);
    expect(applyCompareSelection(['1'], [])).toEqual([]);
  });
});

describe('quant factor influence', () => {
  it('paints a positive factor red, a negative one green, a neutral one flat', () => {
    expect(quantInfluenceTone(1)).toBe('up');
    expect(quantInfluenceTone(3)).toBe('down');
    expect(quantInfluenceTone(2)).toBe('flat');
  });
});

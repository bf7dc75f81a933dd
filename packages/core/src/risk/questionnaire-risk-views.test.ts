import { ApiError } from '../api/client/api-error';
import { advisorPortfolioId, advisorResultText, advisorRiskFailureText, privateFundRiskView } from './questionnaire-risk-views';

describe('private-fund risk result', () => {
  it('before the test: says so and offers to start', () => {
    const view = privateFundRiskView({ investment_risk: 0, investment_risk_status: 0, effective_to: null, qualified: false });
    expect(view).toEqual({
      tested: false,
      levelText: '您还未进行私募风险测评',
      statusText: '未测评',
      effectiveText: '',
      qualifiedText: '',
      actionText: '开始测评',
      actionUrl: '/privatefunds/investment_risk/questions/',
    });
  });

  it('after the test: the type, the qualified-investor finding, the validity and a retest', () => {
    const view = privateFundRiskView({ investment_risk: 4, investment_risk_status: 1, investment_risk_display: '成长型', effective_to: '2027-11-23', qualified: true });
    expect(view.levelText).toBe('成长型');
    expect(view.qualifiedText).toBe('合格投资者');
    expect(view.effectiveText).toBe('有效期至2027-11-23');
    expect(view.actionText).toBe('重新测评');
    expect(privateFundRiskView({ investment_risk: 2, investment_risk_status: 1, effective_to: null, qualified: false }).qualifiedText).toBe('非合格投资者');
  });
});

describe('advisory questionnaire', () => {
  it('needs a positive portfolio id', () => {
    expect(advisorPortfolioId('12')).toBe(12);
    expect(advisorPortfolioId(undefined)).toBeNull();
    expect(advisorPortfolioId('0')).toBeNull();
    expect(advisorPortfolioId('x1')).toBeNull();
  });

  it('a 404 means the portfolio is not available; other failures keep the catalogue text', () => {
    expect(advisorRiskFailureText(new ApiError(404, '组合不存在'))).toBe('该投顾组合暂不可用，无法进行风险测评');
    expect(advisorRiskFailureText(new ApiError(-1, ''))).toBe(advisorRiskFailureText(new ApiError(-1, 'x')));
    expect(advisorRiskFailureText(new ApiError(-1, ''))).not.toBe('该投顾组合暂不可用，无法进行风险测评');
  });

  it('the result line says whether the portfolio fits', () => {
    expect(advisorResultText({ warn_data: { action_type: '' } })).toBe('您的风险承受能力与该组合匹配');
    expect(advisorResultText({ warn_data: { action_type: 'confirm_risk' } })).toBe('该组合风险等级高于您的风险承受能力，请谨慎投资');
  });
});

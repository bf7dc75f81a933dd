import fc from 'fast-check';
import { meetsRiskLevel, normaliseProductLevel, suitabilityGate } from './suitability-gate';
import { portfolioRiskToLevel } from './risk-profile';

describe('suitability gate (DESIGN.md "Suitability")', () => {
  it.each([0, 2, 3])('sends a user with risk status %i to the risk test', (riskStatus) => {
    expect(suitabilityGate({ riskStatus, userLevel: 5, productLevel: 1 })).toEqual({ kind: 'risk_test' });
  });

  it('sends a user with no level on file to the risk test', () => {
    expect(suitabilityGate({ riskStatus: 1, userLevel: 0, productLevel: 1 })).toEqual({ kind: 'risk_test' });
  });

  it('refuses a conservative user anything above the lowest risk', () => {
    const decision = suitabilityGate({ riskStatus: 1, userLevel: 1, productLevel: 2 });
    expect(decision).toEqual({ kind: 'refuse', message: '您的风险承受能力为保守型，仅可购买低风险等级的产品' });
    expect(suitabilityGate({ riskStatus: 1, userLevel: 1, productLevel: 1 })).toEqual({ kind: 'ok' });
  });

  it('asks anyone else to confirm when below the product level', () => {
    expect(suitabilityGate({ riskStatus: 1, userLevel: 3, productLevel: 4 })).toEqual({ kind: 'confirm_risk' });
    expect(suitabilityGate({ riskStatus: 1, userLevel: 4, productLevel: 4 })).toEqual({ kind: 'ok' });
    expect(suitabilityGate({ riskStatus: 1, userLevel: 5, productLevel: 2 })).toEqual({ kind: 'ok' });
  });

  it('treats an unknown product level as high', () => {
    expect(normaliseProductLevel(0)).toBe(5);
    expect(normaliseProductLevel(null)).toBe(5);
    expect(normaliseProductLevel(undefined)).toBe(5);
    expect(normaliseProductLevel(3)).toBe(3);
    expect(suitabilityGate({ riskStatus: 1, userLevel: 4, productLevel: null })).toEqual({ kind: 'confirm_risk' });
    expect(suitabilityGate({ riskStatus: 1, userLevel: 1, productLevel: 0 }).kind).toBe('refuse');
  });

  it('gates portfolios through their mapped level', () => {
    expect(suitabilityGate({ riskStatus: 1, userLevel: 2, productLevel: portfolioRiskToLevel(101) })).toEqual({
      kind: 'confirm_risk',
    });
    expect(suitabilityGate({ riskStatus: 1, userLevel: 1, productLevel: portfolioRiskToLevel(100) })).toEqual({ kind: 'ok' });
  });

  it('lets a valid user through exactly when the level is met (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), (userLevel, productLevel) => {
        const decision = suitabilityGate({ riskStatus: 1, userLevel, productLevel });
        expect(decision.kind === 'ok').toBe(meetsRiskLevel(userLevel, productLevel));
        if (decision.kind === 'refuse') expect(userLevel).toBe(1);
      }),
    );
  });

  it('meetsRiskLevel needs a known user level', () => {
    expect(meetsRiskLevel(0, 1)).toBe(false);
    expect(meetsRiskLevel(3, 3)).toBe(true);
    expect(meetsRiskLevel(3, 0)).toBe(false);
  });
});

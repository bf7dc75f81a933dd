// The bind-card flow of core wired to the app: the API calls, platform storage and the risk test's back memory.
import { BIND_URLS, createBindCardFlow, type BindOutcome } from '@fund/core/card';
import { createBackMemory } from '@fund/core/navigation';
import { createTemporaryBankCardStore } from '@fund/core/storage';
import { RISK_URLS } from '@fund/core/risk';
import { StatusFlag } from '@fund/core/account';
import { systemClock } from '@fund/core/ports';
import { navigate, storage } from '@/platform';
import { showDecision } from '@/services/show-decision';
import { accounts, bankCards, ensureCsrf, risk } from '@/services/account-services';
import { bankCardsStore } from '@/stores/bank-cards-store';

export const bindFlow = createBindCardFlow({
  checkCard: async (bank_card_no) => {
    await ensureCsrf();
    return bankCards.check({ body: { bank_card_no } });
  },
  verifyIdentity: async (body) => {
    await ensureCsrf();
    return bankCards.verifyIdentity({ body });
  },
  bind: async (body) => {
    await ensureCsrf();
    const answer = await bankCards.bind({ body });
    // The new card shows on 银行卡 and in every payment list without each page asking again.
    bankCardsStore.invalidate();
    return answer;
  },
  riskStatus: async () => (await risk.mine()).investment_risk_status,
  rememberRiskBack: (url) => createBackMemory(storage).remember(RISK_URLS.questions, url),
  temporaryCards: createTemporaryBankCardStore(storage, systemClock),
  store: storage,
});

/** Whether the user has verified identity and set a trade password: what the bind page asks first. */
export async function bindUserState(): Promise<{ identityOnFile: boolean; hasTradePassword: boolean }> {
  const [identity, tradePassword] = await Promise.all([accounts.identityMine(), accounts.isTradePasswordSet()]);
  return { identityOnFile: identity.status === 1, hasTradePassword: tradePassword.status === StatusFlag.Yes };
}

/** Carries out a step's outcome: navigate on, or show the decision (and go where it says). Returns the decision's action type. */
export async function follow(outcome: BindOutcome, opts: { replace?: boolean } = {}): Promise<string> {
  if (outcome.type === 'go') {
    // The risk test after a bind returns where the flow said (rememberRiskBack), not to this form.
    await navigate(outcome.url, outcome.url === BIND_URLS.riskQuestions ? { replace: true } : opts);
    return 'go';
  }
  if (outcome.type === 'code_sent') return 'code_sent';
  const action = await showDecision(outcome.decision);
  if (outcome.url !== undefined && action.type !== 'navigate') await navigate(outcome.url, { replace: true });
  return action.type;
}

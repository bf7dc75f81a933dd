// The fixed-investment form shared by the create and edit pages: amount, paying card, period and day,
// the first deduction date from the server, core's validation, and the trade password.
import { useState } from 'react';
import { View, Text, Input } from '@tarojs/components';
import {
  FIXED_INVESTMENT_MESSAGES,
  FIXED_INVESTMENT_SCREEN_TEXTS as T,
  FIXED_INVESTMENT_TEXTS,
  PERIOD_UNIT_OPTIONS,
  planAmountPlaceholder,
  planPasswordSummary,
  tradeDayForUnit,
  tradeDayOptions,
  validateFixedInvestment,
  type FixedInvestmentForm,
} from '@fund/core/plan';
import { failureText, type Intent, type Wire } from '@fund/core/api';
import { navigate } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { BankCardPicker } from '@/components/BankCardPicker';
import { TradePasswordDialog } from '@/components/TradePasswordDialog';
import { newPlanIntent, planApi } from '../services/plan-services';
import { BUTTON_ROLE } from '@/components/tap-label';
import './plan-ui.css';

export interface PlanFormProps {
  fund: Wire.FundDetail;
  cards: readonly Wire.BankCard[];
  initial: FixedInvestmentForm;
  action: 'create' | 'modify';
  /** Sends the plan with the password under the decision's intent; throws the API failure. */
  onSubmit: (form: FixedInvestmentForm & { cardId: number }, password: string, intent: Intent) => Promise<void>;
}

export function PlanForm({ fund, cards, initial, action, onSubmit }: PlanFormProps) {
  const [form, setForm] = useState<FixedInvestmentForm>(initial);
  const [intent, setIntent] = useState<Intent | null>(null);
  const card = cards.find((c) => c.id === form.cardId) ?? null;
  const check = validateFixedInvestment({ fund, card: card ? { singleLimit: card.bank.single_limit } : null, amount: form.amount });
  const firstDate = useAsync(
    async () => (await planApi.firstDate({ query: { fund_id: fund.id, period_unit: form.periodUnit === 1 ? 1 : 0, trade_date: form.tradeDay } })).first_date,
    [fund.id, form.periodUnit, form.tradeDay],
  );
  const set = (patch: Partial<FixedInvestmentForm>) => setForm((prev) => ({ ...prev, ...patch }));
  const submittable = check.ok && fund.allow_fixed && intent === null;
  const schedule = { period_unit: form.periodUnit, trade_date: form.tradeDay, amount: form.amount };

  return (
    <View className="plan-form">
      {!fund.allow_fixed ? <Text className="plan-form-notice">{FIXED_INVESTMENT_MESSAGES.notAllowed}</Text> : null}
      <View className="plan-form-section">
        <Text className="plan-form-label">{T.amountLabel}</Text>
        <View className="plan-form-amount" data-field="amount">
          <Text className="plan-form-currency">¥</Text>
          <Input className="plan-form-input" type="digit" value={form.amount} placeholder={planAmountPlaceholder(fund.amount_fixed_min)} onInput={(e) => set({ amount: e.detail.value })} />
        </View>
        {!check.ok && check.message ? <Text className="plan-form-error">{check.message}</Text> : null}
      </View>
      <View className="plan-form-section">
        <Text className="plan-form-label">{T.paymentLabel}</Text>
        {cards.length === 0 ? (
          <Text {...BUTTON_ROLE} className="plan-form-link tap" onClick={() => void navigate('/accounts/bank_cards/bind/')}>
            {`${T.noCard}，${T.bindCard}`}
          </Text>
        ) : (
          <BankCardPicker cards={cards} selectedId={form.cardId} onSelect={(c) => set({ cardId: c.id })} />
        )}
      </View>
      <View className="plan-form-section">
        <Text className="plan-form-label">{T.periodLabel}</Text>
        <View className="plan-chips">
          {PERIOD_UNIT_OPTIONS.map((o) => (
            <Text {...BUTTON_ROLE}
              key={o.value}
              className={`plan-chip tap plan-period${o.value === form.periodUnit ? ' plan-chip-on' : ''}`}
              onClick={() => set({ periodUnit: o.value, tradeDay: tradeDayForUnit(o.value, form.tradeDay) })}
            >
              {o.label}
            </Text>
          ))}
        </View>
        <Text className="plan-form-label plan-form-sublabel">{T.dayLabel}</Text>
        <View className="plan-chips plan-days">
          {tradeDayOptions(form.periodUnit).map((o) => (
            <Text {...BUTTON_ROLE} key={o.value} className={`plan-chip tap plan-day${o.value === form.tradeDay ? ' plan-chip-on' : ''}`} onClick={() => set({ tradeDay: o.value })}>
              {o.label}
            </Text>
          ))}
        </View>
        <View className="plan-first-date">
          <Text className="muted">{FIXED_INVESTMENT_TEXTS.firstDateLabel}</Text>
          <Text className="plan-first-date-value">{firstDate.status === 'error' ? firstDate.error : firstDate.status === 'ready' ? firstDate.data : T.firstDatePending}</Text>
        </View>
      </View>
      <View {...BUTTON_ROLE}
        className={`plan-submit${submittable ? '' : ' plan-submit-off'}`}
        onClick={() => {
          if (submittable) setIntent(newPlanIntent());
        }}
      >
        {action === 'create' ? T.submitCreate : T.submitModify}
      </View>
      <TradePasswordDialog
        visible={intent !== null}
        summary={planPasswordSummary(action, fund.abbr_name, schedule)}
        onClose={() => setIntent(null)}
        onForgot={() => void navigate('/accounts/trade_password/reset/')}
        onSubmit={async (password) => {
          if (intent === null || form.cardId === null) return null;
          try {
            await onSubmit({ ...form, cardId: form.cardId }, password, intent);
            setIntent(null);
            return null;
          } catch (err) {
            return failureText(err);
          }
        }}
      />
    </View>
  );
}

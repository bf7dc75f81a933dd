// The bank card bind flow (spec 01 §4, 03 §4) as steps over injected effects:
//   card form (identity, card, reserved mobile, SMS code) -> the temporary card kept 1 day ->
//   [no trade password yet: user info (career) -> contact address] -> trade password (set or verify) ->
//   bind -> risk status: questions when the result is not valid, the completion page when opening an
//   account, else back to where the user came from.
// Every step answers where the screen goes next (a spec URL) or the decision to show; screens hold no rule.
import { bankCardFailureDecision } from '../api/catalogue/bank-card-errors';
import { toast, type Decision } from '../api/catalogue/decision';
import { failureDecision, failureText } from '../api/catalogue/http-failure';
import { isApiError } from '../api/client/api-error';
import { BANK_CARD_ERRORS } from '../account/account-error-texts';
import { BankCardStatus } from './card-codes';
import { BANK_CARD_SCREEN_TEXTS as T } from '../account/account-screen-texts';
import { bindCardPayload } from './bank-card-state';
import { isRiskResultValid } from '../risk/risk-profile';
import { cardTail } from '../money/masking';
import type { KeyValueStore } from '../ports';
import { isRecord, readJson, writeJson } from '../storage/json-storage';
import { lsKey } from '../storage/storage-keys';
import type { TemporaryBankCard, TemporaryBankCardStore } from '../storage/temporary-bank-card';
import { normalizeBankCardNo } from '../account/account-field-rules';
import { buildQuery, withQuery } from '../navigation/url-parts';

export const BIND_URLS = {
  bind: '/accounts/bank_cards/bind/',
  user: '/accounts/bank_cards/bind/user/',
  address: '/accounts/bank_cards/bind/user_address/',
  tradePassword: '/accounts/trade_password/?open_account=1',
  complete: '/accounts/bank_cards/bind/complete/',
  riskQuestions: '/accounts/investment_risk/questions/',
  cards: '/accounts/bank_cards/',
} as const;

/** The bind page's query: cardNo (a card's tail, shown) and id put it in authenticate mode. */
export interface BindQuery {
  cardNo?: string;
  id?: string;
  open_account?: string;
}

export interface BindContext {
  /** Authenticating a bound card again (status 5) rather than adding one. */
  authMode: boolean;
  cardId: number | null;
  /** The last 4 digits of the card being authenticated, for the hint. */
  cardTail: string | null;
  openAccount: boolean;
  /** Identity verified before: the name and ID fields are not asked and are sent blank. */
  identityOnFile: boolean;
  hasTradePassword: boolean;
  returnUrl: string;
}

export interface ContactAddress {
  province: string;
  city: string;
  district: string;
  street: string;
}

interface BindDraft extends BindContext {
  captcha?: string;
  career?: number;
  address?: ContactAddress;
}

export interface CardFormValues {
  real_name: string;
  id_card_no: string;
  bank_card_no: string;
  mobile: string;
  captcha?: string;
}

export interface VerifyBody {
  bank_card_no: string;
  real_name: string;
  id_card_no: string;
  mobile: string;
  bank: number;
  status?: number;
  bank_card_id?: number;
}

export interface BindBody extends VerifyBody {
  captcha: string;
  password: string;
  province?: string;
  city?: string;
  district?: string;
  street?: string;
  career?: number;
}

export interface BindCardEffects {
  checkCard(bankCardNo: string): Promise<{ bank: { id: number } }>;
  verifyIdentity(body: VerifyBody): Promise<unknown>;
  bind(body: BindBody): Promise<unknown>;
  /** The user's investment_risk_status after binding. */
  riskStatus(): Promise<number>;
  /** Where the risk test's result page leads back to. */
  rememberRiskBack(url: string): void;
  temporaryCards: TemporaryBankCardStore;
  store: KeyValueStore;
}

export type BindOutcome =
  | { type: 'go'; url: string }
  | { type: 'code_sent' }
  /** Show the decision; with `url`, go there after it (e.g. back to the card form for a new code). */
  | { type: 'failed'; decision: Decision; url?: string };

export const BIND_DRAFT_KEY = lsKey('bind_card_draft');

function isDraft(x: unknown): x is BindDraft {
  return isRecord(x) && typeof x.returnUrl === 'string' && typeof x.openAccount === 'boolean';
}

/** Reads the bind page's query and what the server knows of the user into the flow's context. */
export function bindContextOf(query: BindQuery, user: { identityOnFile: boolean; hasTradePassword: boolean }, returnUrl: string): BindContext {
  const id = Number(query.id);
  const authMode = query.cardNo !== undefined && query.cardNo !== '';
  return {
    authMode,
    cardId: authMode && Number.isInteger(id) && id > 0 ? id : null,
    cardTail: authMode ? cardTail(query.cardNo ?? '') : null,
    openAccount: query.open_account === '1',
    identityOnFile: user.identityOnFile,
    hasTradePassword: user.hasTradePassword,
    returnUrl,
  };
}

/** The fields the card form asks for: identity only when none is on file, the captcha once a code was asked for. */
export function bindFormOmits(context: Pick<BindContext, 'identityOnFile'>, codeSent: boolean): string[] {
  return [...(context.identityOnFile ? ['real_name', 'id_card_no'] : []), ...(codeSent ? [] : ['captcha'])];
}

/** The career step is the first of the steps only users without a trade password go through. */
export function userInfoUrl(context: BindContext): string {
  return withQuery(
    BIND_URLS.user,
    buildQuery([
      ['cardNo', context.cardTail ?? undefined],
      ['id', context.cardId === null ? undefined : String(context.cardId)],
      ['isAuthMode', context.authMode ? '1' : undefined],
    ]),
  );
}

function bankErrorKey(error: unknown): boolean {
  return isApiError(error) && error.keys.some((k) => k in BANK_CARD_ERRORS);
}

export interface BindCardFlow {
  /** Starts a bind: remembers the context (the draft) for the later pages. */
  start(context: BindContext): void;
  context(): BindContext | null;
  /** A card stored by an earlier visit (within the day), to fill the form again. */
  storedCard(): TemporaryBankCard | null;
  /** Checks the card's bank and asks the bank to send the SMS code to the reserved mobile. */
  sendCode(form: CardFormValues): Promise<BindOutcome>;
  /** Keeps the card for 1 day and goes to the user info step or the trade password. */
  submitCard(form: CardFormValues): Promise<BindOutcome>;
  saveUserInfo(career: number): BindOutcome;
  saveAddress(address: ContactAddress): BindOutcome;
  /** Binds with the trade password (set now for a first card, else verified by the server). */
  bind(password: string): Promise<BindOutcome>;
}

export function createBindCardFlow(effects: BindCardEffects): BindCardFlow {
  const { store, temporaryCards } = effects;
  const banks = new Map<string, number>();

  const readDraft = (): BindDraft | null => {
    const value = readJson(store, BIND_DRAFT_KEY);
    return isDraft(value) ? value : null;
  };
  const writeDraft = (draft: BindDraft) => writeJson(store, BIND_DRAFT_KEY, draft);
  const expired = (): BindOutcome => ({ type: 'failed', decision: toast(T.expired), url: BIND_URLS.bind });

  const bankOf = async (cardNo: string): Promise<number> => {
    const known = banks.get(cardNo);
    if (known !== undefined) return known;
    const { bank } = await effects.checkCard(cardNo);
    banks.set(cardNo, bank.id);
    return bank.id;
  };

  const verifyBody = (draft: BindDraft, form: CardFormValues, bank: number): VerifyBody =>
    bindCardPayload({
      bank_card_no: normalizeBankCardNo(form.bank_card_no),
      real_name: form.real_name.trim(),
      id_card_no: form.id_card_no.trim(),
      mobile: form.mobile.trim(),
      bank,
      ...(draft.identityOnFile ? { status: BankCardStatus.Verified } : {}),
      ...(draft.cardId !== null ? { bank_card_id: draft.cardId } : {}),
    });

  return {
    start(context) {
      writeDraft({ ...context });
    },
    context: readDraft,
    storedCard: () => temporaryCards.load(),

    async sendCode(form) {
      const draft = readDraft();
      if (draft === null) return expired();
      try {
        const cardNo = normalizeBankCardNo(form.bank_card_no);
        await effects.verifyIdentity(verifyBody(draft, form, await bankOf(cardNo)));
        return { type: 'code_sent' };
      } catch (error) {
        return { type: 'failed', decision: bankErrorKey(error) ? bankCardFailureDecision(error) : failureDecision(error) };
      }
    },

    async submitCard(form) {
      const draft = readDraft();
      if (draft === null) return expired();
      let bank: number;
      try {
        bank = await bankOf(normalizeBankCardNo(form.bank_card_no));
      } catch (error) {
        return { type: 'failed', decision: bankErrorKey(error) ? bankCardFailureDecision(error) : failureDecision(error) };
      }
      const body = verifyBody(draft, form, bank);
      temporaryCards.save({
        bank_card_no: body.bank_card_no,
        bank,
        real_name: body.real_name,
        id_card_no: body.id_card_no,
        mobile: body.mobile,
        ...(body.bank_card_id !== undefined ? { bank_card_id: body.bank_card_id } : {}),
      });
      writeDraft({ ...draft, captcha: (form.captcha ?? '').trim() });
      return { type: 'go', url: draft.hasTradePassword ? BIND_URLS.tradePassword : userInfoUrl(draft) };
    },

    saveUserInfo(career) {
      const draft = readDraft();
      if (draft === null || temporaryCards.load() === null) return expired();
      writeDraft({ ...draft, career });
      return { type: 'go', url: BIND_URLS.address };
    },

    saveAddress(address) {
      const draft = readDraft();
      if (draft === null || temporaryCards.load() === null) return expired();
      writeDraft({ ...draft, address });
      return { type: 'go', url: BIND_URLS.tradePassword };
    },

    async bind(password) {
      const draft = readDraft();
      const card = temporaryCards.load();
      if (draft === null || card === null || typeof card.bank !== 'number') return expired();
      const body: BindBody = {
        bank_card_no: card.bank_card_no,
        real_name: card.real_name ?? '',
        id_card_no: card.id_card_no ?? '',
        mobile: card.mobile ?? '',
        bank: card.bank,
        ...(draft.identityOnFile ? { status: BankCardStatus.Verified } : {}),
        ...(typeof card.bank_card_id === 'number' ? { bank_card_id: card.bank_card_id } : {}),
        captcha: draft.captcha ?? '',
        password,
        ...(draft.hasTradePassword ? {} : { ...draft.address, ...(draft.career !== undefined ? { career: draft.career } : {}) }),
      };
      try {
        await effects.bind(body);
      } catch (error) {
        if (bankErrorKey(error)) return { type: 'failed', decision: bankCardFailureDecision(error) };
        // A used or expired code, or a card never verified: back to the form (still filled) for a new code.
        if (isApiError(error) && (error.keys.includes('captcha') || error.keys.includes('bank_card_no'))) {
          return { type: 'failed', decision: toast(failureText(error)), url: BIND_URLS.bind };
        }
        return { type: 'failed', decision: failureDecision(error) };
      }
      temporaryCards.clear();
      store.removeItem(BIND_DRAFT_KEY);
      const after = draft.openAccount ? BIND_URLS.complete : draft.returnUrl;
      let status: number;
      try {
        status = await effects.riskStatus();
      } catch {
        return { type: 'go', url: after };
      }
      if (isRiskResultValid(status)) return { type: 'go', url: after };
      effects.rememberRiskBack(after);
      return { type: 'go', url: BIND_URLS.riskQuestions };
    },
  };
}

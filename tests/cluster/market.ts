// What the cluster journeys need from the demo market: a fund anyone may buy, the demo card, counts.
import type { Session } from './api-session';

interface FundRow {
  id?: number;
  symbol: string;
  symbol_stype?: number;
  allow_buy: boolean;
  subscription_status: number;
}

const MONEY_FUND = 6;

/** Bursts of buys stay under the demo card's daily limit only with a fund that takes 100 yuan or less. */
const MAX_MIN_BUY = 100;

/** A fund open for purchase (not a money fund) whose minimum buy is at most 100 yuan, with that minimum. */
export async function buyableFund(baseUrl: string): Promise<{ id: number; symbol: string; minBuy: string }> {
  const page = (await (await fetch(`${baseUrl}/api/v1/symbols/funds/?page=1&page_size=50`)).json()) as { results: FundRow[] };
  for (const fund of page.results.filter((f) => f.allow_buy && f.subscription_status === 2 && f.symbol_stype !== MONEY_FUND)) {
    const intro = (await (await fetch(`${baseUrl}/api/v1/symbols/${fund.symbol}/introduction/`)).json()) as { id: number; amount_min_buy: string };
    if (Number(intro.amount_min_buy) <= MAX_MIN_BUY) return { id: fund.id ?? intro.id, symbol: fund.symbol, minBuy: intro.amount_min_buy };
  }
  throw new Error(`the demo market lists no buyable fund with a minimum of at most ${MAX_MIN_BUY} yuan`);
}

export async function demoCardId(session: Session, baseUrl: string): Promise<number> {
  const cards = await session.call<{ id: number }[]>(baseUrl, 'GET', '/accounts/bank_cards/mine/');
  const card = cards.body[0];
  if (cards.status !== 200 || !card) throw new Error(`the demo account has no card: ${cards.status}`);
  return card.id;
}

/** Every fund order of the demo account, as its trade records count them. */
export async function orderCount(session: Session, baseUrl: string): Promise<number> {
  const page = await session.call<{ total_count: number }>(baseUrl, 'GET', '/funds/trades/?page=1&page_size=1');
  if (page.status !== 200) throw new Error(`trade records answered ${page.status}`);
  return page.body.total_count;
}

/** Runs tasks with at most `width` in flight; a rejected task is recorded, not thrown. */
export async function inBursts<T>(tasks: (() => Promise<T>)[], width: number): Promise<PromiseSettledResult<T>[]> {
  const results: PromiseSettledResult<T>[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next;
      next += 1;
      try {
        results[i] = { status: 'fulfilled', value: await tasks[i]!() };
      } catch (reason) {
        results[i] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

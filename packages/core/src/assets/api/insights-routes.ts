// Routes of our own features beyond the spec (issue 24): the spec's inventory does not list them, and
// api-list.test.ts keeps them apart from its 408 calls. Schemas: ./insights-contract.ts.
import { route } from '../../api/contract/route';

export const insightsRoutes = {
  /** XIRR, TWR and the behaviour gap of one held fund (fund_id) or of every fund held directly. */
  trueReturns: route('GET', '/insights/returns/'),
  /** Each held fund's NAV status for today (已更新 / 待更新 / QDII T+2) and the confirmed share of the total. */
  navStatus: route('GET', '/insights/nav_status/'),
  /** A day's income by holding and by cause, adding up to the figure shown. */
  incomeSplit: route('GET', '/insights/income_split/'),
  /** A month of what will happen to the user's money: debits, confirmations, arrivals, dividends, expiries. */
  calendar: route('GET', '/insights/calendar/'),
  /** The subscribe-message topics the user allowed in the mini program (订阅消息), for the calendar's events. */
  subscribeMessages: route('POST', '/insights/subscribe_messages/'),
  /** Demo mode only: the subscribe messages the simulator recorded for the caller, newest first. */
  devSubscribeMessages: route('GET', '/insights/subscribe_messages/sent/'),
};

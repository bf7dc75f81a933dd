// Subscribe messages (订阅消息, issue 24, B3): which money-calendar entries become a mini-program message
// and when: a plan debit the day before, a buy confirmed and a redemption arrived on the day. Each message
// has a key (topic, date and record) so a user gets one message per event however often the sender runs.
import { addDays, type CalendarDate } from '../../calendar';
import type { MoneyEvent } from './money-calendar';

export const SUBSCRIBE_TOPICS = ['plan-debit-tomorrow', 'order-confirmed', 'redemption-arrived'] as const;
export type SubscribeTopic = (typeof SUBSCRIBE_TOPICS)[number];

export const SUBSCRIBE_TEXTS = {
  topics: { 'plan-debit-tomorrow': '定投扣款提醒', 'order-confirmed': '份额确认通知', 'redemption-arrived': '赎回到账通知' } as Record<SubscribeTopic, string>,
  ask: '开启到账提醒',
  asking: '正在开启…',
  asked: '已订阅，扣款、确认和到账时会通知您',
  refused: '您未允许订阅消息，可在设置中重新开启',
  unsupported: '网页版暂不支持订阅消息，请在微信或QQ小程序中订阅',
  clientUnsupported: '当前客户端暂不支持订阅消息',
  notConfigured: '消息提醒暂未开通',
} as const;

export interface DueMessage {
  topic: SubscribeTopic;
  /** One message per user per key. */
  key: string;
  title: string;
  detail: string;
  /** The record's page the message opens. */
  page: string;
}

/** The messages due on `today` from the user's calendar entries. */
export function dueSubscribeMessages(events: readonly MoneyEvent[], today: CalendarDate): DueMessage[] {
  const tomorrow = addDays(today, 1);
  const topicOf = (e: MoneyEvent): SubscribeTopic | null => {
    if (e.kind === 'plan-debit' && e.date === tomorrow) return 'plan-debit-tomorrow';
    if (e.kind === 'buy-confirm' && e.date === today) return 'order-confirmed';
    if (e.kind === 'redeem-arrive' && e.date === today) return 'redemption-arrived';
    return null;
  };
  return events.flatMap((e) => {
    const topic = topicOf(e);
    return topic === null ? [] : [{ topic, key: `${topic}|${e.date}|${e.url}`, title: SUBSCRIBE_TEXTS.topics[topic], detail: `${e.title}：${e.detail}`, page: e.url }];
  });
}

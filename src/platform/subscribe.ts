// Subscribe messages (订阅消息) in the mini programs: the native sheet asks the user about each configured
// template; the topics accepted are the consent the app then posts. Call it straight from the tap: WeChat shows
// the sheet only in answer to one. Imported as '@/platform/subscribe' (not through the index), so that it ships
// in the money calendar's subpackage rather than the main package; no async/await, which the mini-program
// build turns into a generator runtime.
import Taro from '@tarojs/taro';
import { parseSubscribeTemplates, SUBSCRIBE_TOPICS, type ConsentAnswer, type SubscribeTopic } from '@fund/core/assets';

type SheetAnswer = Taro.requestSubscribeMessage.SuccessCallbackResult;

export function askSubscribeConsent(): Promise<ConsentAnswer> {
  // Taro 4.2's QQ plugin passes the call through to qq.requestSubscribeMessage unchecked; a client without it
  // would fail as if the user had refused, so ask the client first.
  if (!Taro.canIUse('requestSubscribeMessage')) return Promise.resolve({ kind: 'client-unsupported' });
  const templates = parseSubscribeTemplates(process.env.TARO_APP_SUBSCRIBE_TEMPLATES);
  const asked = SUBSCRIBE_TOPICS.flatMap((topic) => (templates[topic] ? [[topic, templates[topic]] as const] : []));
  if (asked.length === 0) return Promise.resolve({ kind: 'not-configured' });
  // Taro's option type also demands Alipay's entityIds; WeChat and QQ take tmplIds only.
  const option = { tmplIds: asked.map(([, id]) => id) } as Taro.requestSubscribeMessage.Option;
  return Taro.requestSubscribeMessage(option).then(
    (res): ConsentAnswer => ({ kind: 'answered', accepted: asked.filter(([, id]) => (res as SheetAnswer)[id] === 'accept').map(([topic]): SubscribeTopic => topic) }),
    // Closed, banned in settings, or too old a client: nothing was accepted.
    (): ConsentAnswer => ({ kind: 'answered', accepted: [] }),
  );
}

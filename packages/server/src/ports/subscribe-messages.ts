// The mini-program subscribe-message port (订阅消息, issue 24, B3). A real adapter calls the platform's
// send API with the app secret; the demo's simulator sends nothing and leaves the record (written by the
// sender for every adapter) to be read at /insights/subscribe_messages/sent/ (demo only). Production without an adapter has none:
// the sender does not run and consent is refused, so nothing pretends to have been sent.
import type { Adapter } from './outside-world';

export interface SubscribeMessage {
  userId: number;
  topic: string;
  title: string;
  detail: string;
  /** The record's page the message opens. */
  page: string;
}

export interface SubscribeMessagePort extends Adapter {
  /** Throws when the platform refuses; the sender then keeps no record, so the next run tries again. */
  send(message: SubscribeMessage): Promise<void>;
}

export const simulatedSubscribeMessages: SubscribeMessagePort = {
  adapterName: '订阅消息模拟器',
  simulator: true,
  send: async () => undefined,
};

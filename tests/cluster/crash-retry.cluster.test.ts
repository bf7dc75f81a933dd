// A node killed (SIGKILL) in the middle of 200 keyed buys, restarted, and every buy retried with its
// key: exactly 200 orders, and each buy answered before the crash keeps its order.
import { demoLogin, DEMO, type Session } from './api-session';
import { buyableFund, demoCardId, inBursts, orderCount } from './market';
import { seededPostgres, seededDataDir, startNode, type NodeOptions, type ServerNode } from './server-node';

const BUYS = 200;

async function crashAndRetry(options: () => Promise<{ node: NodeOptions; cleanup(): Promise<void> }>) {
  const { node: nodeOptions, cleanup } = await options();
  let node: ServerNode | undefined;
  try {
    node = await startNode(nodeOptions);
    const session: Session = await demoLogin(node.baseUrl);
    const fund = await buyableFund(node.baseUrl);
    const cardId = await demoCardId(session, node.baseUrl);
    const before = await orderCount(session, node.baseUrl);
    const run = `crash-${Date.now()}`;
    const body = { fund_id: fund.id, bank_card_id: cardId, amount: fund.minBuy, is_bao: false, password: DEMO.tradePassword, confirm_risk: true };
    const firstAnswers = new Map<number, number>();
    const alive = node;
    let answered = 0;
    const burst = inBursts(
      Array.from({ length: BUYS }, (_, i) => async () => {
        const res = await session.call<{ id: number }>(alive.baseUrl, 'POST', '/funds/buy/', body, `${run}-${i}`);
        if (res.status === 200) firstAnswers.set(i, res.body.id);
        answered += 1;
        return res.status;
      }),
      8,
    );
    // Crash once part of the burst has been answered, with requests still in flight.
    while (answered < 40) await new Promise((r) => setTimeout(r, 20));
    await node.kill();
    await burst;
    expect(firstAnswers.size).toBeGreaterThanOrEqual(40);
    expect(firstAnswers.size).toBeLessThan(BUYS);

    node = await startNode(nodeOptions);
    const again = await demoLogin(node.baseUrl);
    const restarted = node;
    const retried = await inBursts(
      Array.from({ length: BUYS }, (_, i) => () => again.call<{ id: number }>(restarted.baseUrl, 'POST', '/funds/buy/', body, `${run}-${i}`)),
      8,
    );
    const statuses = retried.map((r) => (r.status === 'fulfilled' ? r.value.status : -1));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    for (const [i, id] of firstAnswers) {
      const r = retried[i];
      expect(r?.status === 'fulfilled' ? r.value.body.id : undefined).toBe(id);
    }
    expect(await orderCount(again, node.baseUrl)).toBe(before + BUYS);
  } finally {
    await node?.stop();
    await cleanup();
  }
}

describe('a node killed mid-burst of keyed buys', () => {
  test('on PostgreSQL: the retries make exactly 200 orders', async () => {
    await crashAndRetry(async () => {
      const db = await seededPostgres();
      return { node: { databaseUrl: db.url }, cleanup: db.drop };
    });
  });

  test('on PGlite (a data directory): the retries make exactly 200 orders', async () => {
    await crashAndRetry(async () => ({ node: { dataDir: seededDataDir() }, cleanup: async () => undefined }));
  });
});

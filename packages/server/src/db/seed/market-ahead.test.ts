import { computeMarketAhead, takeMarketAhead } from './market-ahead';
import { marketRowsAsText } from './market-rows';

const AS_OF = '2026-11-20';

describe('the demo market computed ahead in a worker thread', () => {
  it('arrives as the rows of that day, bulk tables as COPY text, and is taken once', async () => {
    computeMarketAhead(AS_OF);
    const fromThread = takeMarketAhead(AS_OF);
    expect(fromThread).toBeDefined();
    expect(takeMarketAhead(AS_OF)).toBeUndefined();
    // toEqual: the clone's objects are of Node's own realm, not the test's (toStrictEqual compares prototypes).
    expect(await fromThread).toEqual(marketRowsAsText(AS_OF));
  }, 120_000);
});

import { computeMarketAhead, takeMarketAhead } from './market-ahead';
import { buildMarketPlan } from './market-plan';
import { marketAsText, researchRowsAsText } from './market-rows';

const AS_OF = '2026-11-20';

describe('the demo market computed ahead in a worker thread', () => {
  it('arrives as the rows of that day, bulk tables as COPY text, and is taken once', async () => {
    computeMarketAhead(AS_OF);
    const fromThread = takeMarketAhead(AS_OF);
    expect(fromThread).toBeDefined();
    expect(takeMarketAhead(AS_OF)).toBeUndefined();
    const rows = await fromThread;
    // toEqual: the clone's objects are of Node's own realm, not the test's (toStrictEqual compares prototypes).
    expect({ ...rows, research: await rows?.research }).toEqual({ ...marketAsText(AS_OF).rows, research: researchRowsAsText(buildMarketPlan(AS_OF), AS_OF) });
  }, 120_000);
});

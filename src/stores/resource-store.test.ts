import { createResource } from './resource-store';

describe('a shared resource', () => {
  it('loads once for readers at once, again after invalidate, and again once its data is older than its max age', async () => {
    let calls = 0;
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const resource = createResource(async () => (calls += 1), { maxAgeMs: 30_000 });
    await Promise.all([resource.ensure(), resource.ensure()]);
    expect(calls).toBe(1);
    now.mockReturnValue(1_029_999);
    await resource.ensure();
    expect(calls).toBe(1);
    now.mockReturnValue(1_030_000);
    await resource.ensure();
    expect(calls).toBe(2);
    resource.invalidate();
    await resource.ensure();
    expect(resource.store.getState()).toMatchObject({ status: 'ready', data: 3, stale: false });
    now.mockRestore();
  });

  it('without a max age keeps its data until something marks it stale', async () => {
    let calls = 0;
    const resource = createResource(async () => (calls += 1));
    await resource.ensure();
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 86_400_000);
    await resource.ensure();
    expect(calls).toBe(1);
    now.mockRestore();
  });
});

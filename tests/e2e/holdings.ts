// A fresh investor's holding of a fund as the API reports it (0 until its first shares are confirmed).
import type { ApiSession } from './investor';

export async function heldShares(api: ApiSession, fundId: number): Promise<number> {
  const rows = (await api.get<{ results: { fund: { id: number }; shares_enable: string }[] }>('/funds/fund/mine/?page_size=100')).results;
  return Number(rows.find((h) => h.fund.id === fundId)?.shares_enable ?? 0);
}

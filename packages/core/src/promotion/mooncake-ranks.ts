// The mooncake game (博饼) of Xiamen: six dice and the traditional ranks, highest first. A pure function of
// the dice, so a recorded roll can always be ranked again.

export const MooncakeRank = {
  ZhuangyuanChajinhua: 'zhuangyuan_chajinhua',
  LiuBeiHong: 'liu_bei_hong',
  BianDiJin: 'bian_di_jin',
  LiuBeiHei: 'liu_bei_hei',
  WuHong: 'wu_hong',
  WuZiDengKe: 'wu_zi_deng_ke',
  Zhuangyuan: 'zhuangyuan',
  DuiTang: 'dui_tang',
  SanHong: 'san_hong',
  SiJin: 'si_jin',
  ErJu: 'er_ju',
  YiXiu: 'yi_xiu',
  None: 'none',
} as const;
export type MooncakeRank = (typeof MooncakeRank)[keyof typeof MooncakeRank];

export const MOONCAKE_RANK_NAMES: Record<MooncakeRank, string> = {
  zhuangyuan_chajinhua: '状元插金花',
  liu_bei_hong: '六杯红',
  bian_di_jin: '遍地锦',
  liu_bei_hei: '六杯黑',
  wu_hong: '五红',
  wu_zi_deng_ke: '五子登科',
  zhuangyuan: '状元',
  dui_tang: '对堂',
  san_hong: '三红',
  si_jin: '四进',
  er_ju: '二举',
  yi_xiu: '一秀',
  none: '未中',
};

/** Coins each rank wins (fixed per rank; never tied to any trade). */
export const MOONCAKE_RANK_COINS: Record<MooncakeRank, number> = {
  zhuangyuan_chajinhua: 888,
  liu_bei_hong: 666,
  bian_di_jin: 600,
  liu_bei_hei: 500,
  wu_hong: 400,
  wu_zi_deng_ke: 300,
  zhuangyuan: 200,
  dui_tang: 100,
  san_hong: 50,
  si_jin: 30,
  er_ju: 20,
  yi_xiu: 10,
  none: 0,
};

/** The rank of six dice (each 1-6). Throws on anything else: a roll is always six dice. */
export function mooncakeRank(dice: readonly number[]): MooncakeRank {
  if (dice.length !== 6 || dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6)) throw new Error('a roll is six dice of 1 to 6');
  const count = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) count[d] = (count[d] ?? 0) + 1;
  const fours = count[4] ?? 0;
  const most = Math.max(...count);
  if (fours === 4 && count[1] === 2) return MooncakeRank.ZhuangyuanChajinhua;
  if (fours === 6) return MooncakeRank.LiuBeiHong;
  if (count[1] === 6) return MooncakeRank.BianDiJin;
  if (most === 6) return MooncakeRank.LiuBeiHei;
  if (fours === 5) return MooncakeRank.WuHong;
  if (most === 5) return MooncakeRank.WuZiDengKe;
  if (fours === 4) return MooncakeRank.Zhuangyuan;
  if (count.slice(1).every((n) => n === 1)) return MooncakeRank.DuiTang;
  if (fours === 3) return MooncakeRank.SanHong;
  if (most === 4) return MooncakeRank.SiJin;
  if (fours === 2) return MooncakeRank.ErJu;
  if (fours === 1) return MooncakeRank.YiXiu;
  return MooncakeRank.None;
}

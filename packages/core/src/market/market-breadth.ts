// The market overview's breadth bar: rising, flat and falling stocks as shares of the whole, in
// whole percents that add up to 100 (the flat part takes the rounding).
export interface BreadthShares {
  rise: number;
  draw: number;
  drop: number;
}

export function breadthShares(rise: number, draw: number, drop: number): BreadthShares {
  const total = rise + draw + drop;
  if (total <= 0) return { rise: 0, draw: 100, drop: 0 };
  const r = Math.round((rise * 100) / total);
  const d = Math.round((drop * 100) / total);
  return { rise: r, drop: d, draw: Math.max(0, 100 - r - d) };
}

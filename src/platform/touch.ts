// The x of a touch as every platform's touch event gives it: measured from the viewport's left edge.
interface TouchLike {
  clientX?: unknown;
  pageX?: unknown;
  x?: unknown;
}

export function touchClientX(event: unknown): number | null {
  const e = event as { touches?: ArrayLike<TouchLike>; changedTouches?: ArrayLike<TouchLike> } | null;
  const touch = e?.touches?.[0] ?? e?.changedTouches?.[0];
  const x = touch?.clientX ?? touch?.pageX ?? touch?.x;
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
}

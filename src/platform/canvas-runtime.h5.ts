// In the browser the window has animation frames and canvases: nothing extra is needed.

export interface CanvasRuntime {
  requestAnimationFrame?: (cb: () => void) => number;
  cancelAnimationFrame?: (id: number) => void;
  offscreenCanvas?: unknown;
}

export function canvasRuntime(_node: unknown): CanvasRuntime {
  return {};
}

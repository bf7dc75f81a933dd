import Taro from '@tarojs/taro';

// What a chart library needs beside the 2d context in a mini program, where there is no window:
// animation frames from the canvas node and an offscreen canvas for measuring text.

export interface CanvasRuntime {
  requestAnimationFrame?: (cb: () => void) => number;
  cancelAnimationFrame?: (id: number) => void;
  offscreenCanvas?: unknown;
}

interface MiniCanvasNode {
  requestAnimationFrame?: (cb: () => void) => number;
  cancelAnimationFrame?: (id: number) => void;
}

export function canvasRuntime(node: unknown): CanvasRuntime {
  const n = node as MiniCanvasNode;
  return {
    requestAnimationFrame: n.requestAnimationFrame?.bind(node),
    cancelAnimationFrame: n.cancelAnimationFrame?.bind(node),
    offscreenCanvas: Taro.createOffscreenCanvas({ type: '2d', width: 1, height: 1 }),
  };
}

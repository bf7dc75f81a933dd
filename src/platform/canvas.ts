import Taro from '@tarojs/taro';
import { canvasRuntime, type CanvasRuntime } from './canvas-runtime';

// A `<Canvas type="2d" id=...>` node sized for crisp drawing: the chart code draws on its 2d context.

export interface Canvas2d {
  context: CanvasRenderingContext2D;
  /** Mini programs only: frames and an offscreen canvas from the node (the browser has its own). */
  runtime: CanvasRuntime;
  /** CSS pixels; `left` from the viewport's left edge (where touch clientX counts from). */
  left: number;
  width: number;
  height: number;
  pixelRatio: number;
}

interface CanvasNodeLike {
  width: number;
  height: number;
  getContext(type: '2d'): CanvasRenderingContext2D | null;
}

function isCanvasNode(node: unknown): node is CanvasNodeLike {
  return typeof node === 'object' && node !== null && typeof (node as { getContext?: unknown }).getContext === 'function';
}

/**
 * Finds the 2d canvas with this id on the current page (call after it has rendered), sets its
 * backing size to CSS size × pixel ratio, and resolves null when the node is not there (yet).
 */
export function queryCanvas2d(id: string): Promise<Canvas2d | null> {
  return new Promise((resolve) => {
    const query = Taro.createSelectorQuery();
    // H5 answers `node` without the size, so the size comes from a second entry.
    query.select(`#${id}`).fields({ node: true });
    query.select(`#${id}`).boundingClientRect();
    query.exec((res: unknown[]) => {
      const node = (res[0] as { node?: unknown } | null)?.node;
      const rect = res[1] as { left?: number; width?: number; height?: number } | null;
      const width = rect?.width ?? 0;
      const height = rect?.height ?? 0;
      if (!isCanvasNode(node) || width <= 0 || height <= 0) return resolve(null);
      const pixelRatio = Taro.getWindowInfo().pixelRatio || 1;
      node.width = Math.round(width * pixelRatio);
      node.height = Math.round(height * pixelRatio);
      const context = node.getContext('2d');
      resolve(context === null ? null : { context, runtime: canvasRuntime(node), left: rect?.left ?? 0, width, height, pixelRatio });
    });
  });
}

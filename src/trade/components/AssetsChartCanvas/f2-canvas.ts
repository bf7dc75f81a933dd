// An F2 canvas over the platform's 2d target (see src/platform/canvas*: mini programs hand over frames
// and an offscreen canvas; the browser needs neither).
import { Canvas, jsx, type CanvasProps } from '@antv/f2';
import type { Canvas2d } from '@/platform';
import type { F2ChartHandle } from './useF2Chart';

// F2's own typings reject its generic components as element types; at run time jsx takes any component.
export type F2Element = Parameters<typeof jsx>[0];

export async function renderF2(target: Canvas2d, chart: ReturnType<typeof jsx>): Promise<F2ChartHandle> {
  const canvas = new Canvas({
    context: target.context,
    width: target.width,
    height: target.height,
    pixelRatio: target.pixelRatio,
    animate: false,
    requestAnimationFrame: target.runtime.requestAnimationFrame,
    cancelAnimationFrame: target.runtime.cancelAnimationFrame,
    offscreenCanvas: target.runtime.offscreenCanvas as CanvasProps['offscreenCanvas'],
    children: chart,
  });
  await canvas.render();
  return { destroy: () => canvas.destroy() };
}

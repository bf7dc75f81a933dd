import type { drawNavChart } from './draw-nav-chart';

/** On H5 the drawing code arrives in a chunk of its own after the page has painted, so it never delays the first content. */
export const loadDrawNavChart = async (): Promise<typeof drawNavChart> => (await import('./draw-nav-chart')).drawNavChart;

import { drawNavChart } from './draw-nav-chart';

/** Mini programs have no dynamic import: the chart code comes with the page's subpackage. */
export const loadDrawNavChart = async (): Promise<typeof drawNavChart> => drawNavChart;

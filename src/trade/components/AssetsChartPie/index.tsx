import { Canvas, View, Text } from '@tarojs/components';
import type { AssetPieSlice } from '@fund/core/assets';
import { useCanvasChart } from '@/components/charts/useCanvasChart';
import { drawAssetsPie, PIE_COLOURS } from './draw-assets-pie';
import './index.css';

export interface AssetsChartPieProps {
  id: string;
  /** The four categories in order (core's assetPieSlices). */
  slices: AssetPieSlice[];
}

/** The allocation ring on a 2d canvas and its legend: category, share and worth. */
export function AssetsChartPie({ id, slices }: AssetsChartPieProps) {
  useCanvasChart(id, (target) => drawAssetsPie(target, slices), [slices]);
  return (
    <View className="assets-pie">
      <Canvas type="2d" id={id} className="assets-pie-canvas" />
      <View className="assets-pie-legend">
        {slices.map((s) => (
          <View key={s.category} className={`assets-pie-item assets-pie-${s.category}`}>
            <View className="assets-pie-dot" style={{ background: PIE_COLOURS[s.category] }} />
            <Text className="assets-pie-name">{s.name}</Text>
            <Text className="assets-pie-percent">{s.percentText}</Text>
            <Text className="muted assets-pie-value">{s.valueText}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

export default AssetsChartPie;

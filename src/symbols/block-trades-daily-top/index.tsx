import { View } from '@tarojs/components';
import { BlockTopList } from '../components/BlockTopList';
import '../components/market.css';

/** /symbols/block_trades/daily_top/: the day's top block-traded stocks; a row opens the stock. */
export default function BlockTradesDailyTopPage() {
  return (
    <View className="mk-page">
      <BlockTopList target={(symbol) => `/s/${symbol}/`} />
    </View>
  );
}

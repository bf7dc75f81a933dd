import { View } from '@tarojs/components';
import { BlockTopList } from '../components/BlockTopList';
import { largeTextPage } from '@/platform';
import '../components/market.css';

/** /symbols/block_trades/daily_top/: the day's top block-traded stocks; a row opens the stock. */
function BlockTradesDailyTopPage() {
  return (
    <View className="mk-page">
      <BlockTopList target={(symbol) => `/s/${symbol}/`} />
    </View>
  );
}

export default largeTextPage(BlockTradesDailyTopPage);

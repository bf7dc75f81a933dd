import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS } from '@fund/core/market';
import { navigate, largeTextPage } from '@/platform';
import { BlockTopList } from '../components/BlockTopList';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../components/market.css';

/** /symbols/stocks/block_trade/: stocks with block trades; a row opens that stock's block trades. */
function StocksBlockTradePage() {
  return (
    <View className="mk-page">
      <View className="card">
        <Text {...BUTTON_ROLE} className="mk-link tap" onClick={() => void navigate('/symbols/block_trades/daily_top/')}>
          {MARKET_TEXTS.dailyTop}
        </Text>
      </View>
      <BlockTopList target={(symbol) => `/s/${symbol}/block_trades/`} />
    </View>
  );
}

export default largeTextPage(StocksBlockTradePage);

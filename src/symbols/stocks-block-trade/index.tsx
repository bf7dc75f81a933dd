import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS } from '@fund/core/market';
import { navigate } from '@/platform';
import { BlockTopList } from '../components/BlockTopList';
import '../components/market.css';

/** /symbols/stocks/block_trade/: stocks with block trades; a row opens that stock's block trades. */
export default function StocksBlockTradePage() {
  return (
    <View className="mk-page">
      <View className="card">
        <Text className="mk-link" onClick={() => void navigate('/symbols/block_trades/daily_top/')}>
          {MARKET_TEXTS.dailyTop}
        </Text>
      </View>
      <BlockTopList target={(symbol) => `/s/${symbol}/block_trades/`} />
    </View>
  );
}

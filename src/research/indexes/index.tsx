import { View } from '@tarojs/components';
import { indexesApi, readIndexQuote } from '@fund/core/market';
import type { Wire } from '@fund/core/api';
import { navigate, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { IndexCard } from '../components/IndexCard';
import { PagedListBody } from '@/components/PagedListBody';

const indexes = indexesApi(apiClient);

function IndexesPage() {
  const list = usePagedList<Wire.SymbolRef & Wire.JsonObject>((page, page_size) => indexes.list({ query: { page, page_size } }), []);
  return (
    <View className="indexes-page">
      <PagedListBody list={list}>
        {list.items.map((row) => {
          const quote = readIndexQuote(row);
          return quote ? <IndexCard key={quote.symbol} quote={quote} onOpen={(q) => void navigate(`/symbols/indexes/${q.symbol}`)} /> : null;
        })}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(IndexesPage);

import { View, Text, Button } from '@tarojs/components';
import { RESEARCH_LIST_TEXTS } from '@fund/core/research';
import { isLoggedIn, type Wire } from '@fund/core/api';
import { loginUrl } from '@fund/core/navigation';
import { navigate, storage } from '@/platform';
import { useResource } from '@/stores/useResource';
import { followingList } from '@/stores/following-store';
import { PercentText } from '@/components/PercentText';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { VirtualList } from '../VirtualList';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

/** Matches .following-row's height in index.css. */
const ROW_HEIGHT = 120;

export interface FollowingListProps {
  /** The spec URL of this screen, for coming back after login. */
  selfUrl: string;
  symbolType: string;
  /** The figure a row shows: the NAV for funds, the price for stocks. */
  figure: (row: Wire.FundRow) => string;
}

/** A signed-in user's followed symbols (all of them in one answer), as a virtual list. */
export function FollowingList({ selfUrl, symbolType, figure }: FollowingListProps) {
  const signedIn = isLoggedIn(storage);
  // The store's copy: a fund followed on its detail page shows here without this list asking again each visit.
  const state = useResource(followingList(symbolType), { enabled: signedIn });
  if (!signedIn) {
    return (
      <View className="following-login">
        <Button className="following-login-button" onClick={() => void navigate(loginUrl(selfUrl))}>
          {RESEARCH_LIST_TEXTS.loginToFollow}
        </Button>
      </View>
    );
  }
  const rows = state.data ?? [];
  if (rows.length === 0 && state.status === 'loading') return <LoadingView />;
  if (rows.length === 0 && state.status === 'error') return <ErrorView text={state.error} onRetry={() => void state.reload()} retryable={state.retryable} />;
  if (rows.length === 0) return <EmptyView />;
  return (
    <VirtualList
      items={rows}
      rowHeight={ROW_HEIGHT}
      keyOf={(r) => r.symbol}
      renderRow={(r) => (
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(r.abbr_name))} className="following-row" onClick={() => void navigate(`/s/${r.symbol}/`)}>
          <View className="following-name">
            <Text className="following-title">{r.abbr_name}</Text>
            <Text className="following-code">{r.symbol}</Text>
          </View>
          <Text className="following-figure">{figure(r)}</Text>
          <View className="following-percent">
            <PercentText value={r.percentage} />
          </View>
        </View>
      )}
    />
  );
}

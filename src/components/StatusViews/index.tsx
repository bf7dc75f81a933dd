import { View, Text } from '@tarojs/components';
import { LOADING_TEXT, NOT_FOUND_TEXTS, STATUS_VIEW_TEXTS } from '@fund/core/ui';
import { navigate, relaunch } from '@/platform';
import { BUTTON_ROLE } from '../tap-label';
import './index.css';

export function LoadingView({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <View className="status-view status-loading">
      <Text>{text}</Text>
    </View>
  );
}

export function EmptyView({ text = STATUS_VIEW_TEXTS.empty }: { text?: string }) {
  return (
    <View className="status-view status-empty">
      <Text>{text}</Text>
    </View>
  );
}

/**
 * A failure with a way on: the catalogue's text and a retry when trying again can help (network, 5xx). A
 * failure that answers the same every time (a 404: 该基金不存在) offers search and home instead of 重试.
 */
export function ErrorView({ text, onRetry, retryable = true }: { text: string; onRetry?: () => void; retryable?: boolean }) {
  return (
    <View className="status-view status-error">
      <Text className="status-error-text">{text}</Text>
      {retryable && onRetry ? (
        <Text {...BUTTON_ROLE} className="status-retry tap" onClick={onRetry}>
          {STATUS_VIEW_TEXTS.retry}
        </Text>
      ) : null}
      {retryable ? null : (
        <View className="status-way-on">
          <Text {...BUTTON_ROLE} className="status-search tap" onClick={() => void navigate('/search/')}>
            {NOT_FOUND_TEXTS.search}
          </Text>
          <Text {...BUTTON_ROLE} className="status-home tap" onClick={() => void relaunch('/')}>
            {NOT_FOUND_TEXTS.home}
          </Text>
        </View>
      )}
    </View>
  );
}

export interface ListFooterProps {
  loadingMore: boolean;
  hasMore: boolean;
  error: string | null;
  onRetry: () => void;
}

/** The footer of a paged list: loading more, the end, or a retry after a failed page. */
export function ListFooter({ loadingMore, hasMore, error, onRetry }: ListFooterProps) {
  if (error) return <ErrorView text={error} onRetry={onRetry} />;
  return (
    <View className="list-footer">
      <Text>{loadingMore ? LOADING_TEXT : hasMore ? STATUS_VIEW_TEXTS.pullForMore : STATUS_VIEW_TEXTS.noMore}</Text>
    </View>
  );
}

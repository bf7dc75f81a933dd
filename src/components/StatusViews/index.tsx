import { View, Text } from '@tarojs/components';
import { LOADING_TEXT, STATUS_VIEW_TEXTS } from '@fund/core';
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

/** A failure with a way on: the catalogue's text and a retry. */
export function ErrorView({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <View className="status-view status-error">
      <Text className="status-error-text">{text}</Text>
      {onRetry ? (
        <Text className="status-retry" onClick={onRetry}>
          {STATUS_VIEW_TEXTS.retry}
        </Text>
      ) : null}
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

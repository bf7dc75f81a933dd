import { ErrorView } from '@/components/StatusViews';
import { stopPullDownRefresh, usePullDownRefresh } from '@/platform';

/**
 * A page opened without a usable id: nothing to load, said plainly, with the missing record's way on (search,
 * home) — never 重试, which cannot help. Its page may enable pull-down refresh, so a pull here ends at once
 * instead of spinning for good.
 */
export function MissingIdView({ text }: { text: string }) {
  usePullDownRefresh(() => stopPullDownRefresh());
  return <ErrorView text={text} retryable={false} />;
}

import { EmptyView } from '@/components/StatusViews';
import { stopPullDownRefresh, usePullDownRefresh } from '@/platform';

/**
 * A page opened without a usable id: nothing to load, said plainly. Its page may enable pull-down refresh,
 * so a pull here ends at once instead of spinning for good.
 */
export function MissingIdView({ text }: { text: string }) {
  usePullDownRefresh(() => stopPullDownRefresh());
  return <EmptyView text={text} />;
}

import { EmptyView } from '@/components/StatusViews';

/** A page opened without a usable id: nothing to load, said plainly. */
export function MissingIdView({ text }: { text: string }) {
  return <EmptyView text={text} />;
}

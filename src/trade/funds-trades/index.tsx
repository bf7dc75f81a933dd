import { ScreenShell } from '@/components/ScreenShell';

export default function Page() {
  return <ScreenShell title="交易记录" className="trade-records-page" />;
}

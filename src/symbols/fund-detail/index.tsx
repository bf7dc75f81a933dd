import { ScreenShell } from '@/components/ScreenShell';

export default function Page() {
  return <ScreenShell title="基金详情" className="symbol-detail-page" />;
}

import { ScreenShell } from '@/components/ScreenShell';

export default function Page() {
  return <ScreenShell title="组合详情" className="portfolio-detail-page" />;
}

import { ScreenShell } from '@/components/ScreenShell';

export default function Page() {
  return <ScreenShell title="主理人小店" className="store-detail-page" />;
}

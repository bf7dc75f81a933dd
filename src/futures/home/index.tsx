import { ScreenShell } from '@/components/ScreenShell';

export default function Page() {
  return <ScreenShell title="期货" className="futures-home-page" />;
}

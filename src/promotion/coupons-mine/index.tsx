import { ScreenShell } from '@/components/ScreenShell';

export default function Page() {
  return <ScreenShell title="我的优惠券" className="coupons-page" />;
}

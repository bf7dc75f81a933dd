import { ScreenShell } from '@/components/ScreenShell';

export default function Page() {
  return <ScreenShell title="登录" className="login-page" />;
}

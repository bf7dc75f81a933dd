import { ScreenShell } from '@/components/ScreenShell';

export default function Page() {
  return <ScreenShell title="智能助手" className="ai-chat-page" />;
}

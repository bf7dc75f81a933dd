import { AppDownload } from '../components/AppDownload';

/** /app/download: where the app-only tools' 下载App leads. */
export default function AppDownloadPage() {
  return <AppDownload />;
}

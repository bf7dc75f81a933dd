import { AppDownload } from '../components/AppDownload';
import { largeTextPage } from '@/platform';

/** /app/download: where the app-only tools' 下载App leads. */
function AppDownloadPage() {
  return <AppDownload />;
}

export default largeTextPage(AppDownloadPage);

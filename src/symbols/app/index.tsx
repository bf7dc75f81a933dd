import { AppDownload } from '../components/AppDownload';
import { largeTextPage } from '@/platform';

/** /app/: the same download screen as /app/download. */
function AppPage() {
  return <AppDownload />;
}

export default largeTextPage(AppPage);

import { AppDownload } from '../components/AppDownload';

/** /app/: the same download screen as /app/download. */
export default function AppPage() {
  return <AppDownload />;
}

import type { PropsWithChildren } from 'react';
import { bootPlatform } from './platform/boot';
import { useOpenedPageGate } from './platform/login-gate';
import { useNotFoundFallback } from './platform/page-not-found';
import './app.css';

// Runs before the first page mounts: on H5 it turns a spec URL typed into the browser into its page.
bootPlatform();

function App({ children }: PropsWithChildren) {
  useNotFoundFallback();
  useOpenedPageGate();
  return children;
}

export default App;

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startOutbox } from './kit/outbox';
import { AppRoutes } from './router';
import { getSession } from './kit/session';
import { refreshSession } from './session-refresh';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void refreshSession();

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// The build prerenders every page into #root (scripts/prerender.ts): React adopts that HTML. The
// development server sends an empty #root, which is rendered from scratch. Hydrating in a
// transition lets React yield to the browser between pieces of the tree, so adopting the page
// never holds the main thread in one long task while the visitor is already reading it.
// The service worker registers after the page has loaded: the first page's bytes and paint are
// the same with it or without it (decision 020).
function afterLoad(start: () => void): void {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
if ('serviceWorker' in navigator) {
  afterLoad(
    () =>
      void import('./service-worker-registration').then((module) => module.startServiceWorker()),
  );
}
// Every page sends what the outbox keeps (writes, logouts made offline), worker or not.
afterLoad(startOutbox);
// The sidebar's unread count: its chunk loads after load, for members only (decision 028).
afterLoad(() => void (getSession() && import('./kit/unread-poller')));

if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

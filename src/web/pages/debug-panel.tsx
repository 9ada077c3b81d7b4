import { Suspense } from 'react';
import { lazyWithQueries } from '../lazy-page';
import './debug-panel.css';

// Debug mode is off for most visitors, so the health query (and TanStack Query's observer) loads on demand.
const DebugPanelHealth = lazyWithQueries(() => import('./debug-panel-health'));

function CheckingServer() {
  return (
    <p className="debug-panel__checking" role="status">
      Checking the server…
    </p>
  );
}

/** Home's debug panel: the server's connection, status and commit. */
export default function DebugPanel() {
  return (
    <section className="debug-panel" aria-labelledby="debug-panel-title">
      <h2 id="debug-panel-title" className="debug-panel__title">
        Debug
      </h2>
      <Suspense fallback={<CheckingServer />}>
        <DebugPanelHealth checking={<CheckingServer />} />
      </Suspense>
    </section>
  );
}

import type { ReactNode } from 'react';
import { shortCommit, useHealthReport } from '../health.api';

/** The debug panel's body, lazy-loaded by DebugPanel; `checking` is shown until the server answers. */
export default function DebugPanelHealth({ checking }: { readonly checking: ReactNode }) {
  const health = useHealthReport(true);
  if (!health.data) return checking;
  return (
    <ul className="debug-panel__list">
      <li>Connection: {health.data.connection}</li>
      <li>Status: {health.data.status}</li>
      <li>Commit: {shortCommit(health.data.commit)}</li>
    </ul>
  );
}

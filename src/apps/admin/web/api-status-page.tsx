import { PageHeader } from '#kit/page-header';
import { statusClassOf } from '../core/api-status';
import { manifest } from '../manifest';
import { useEndpointProbe, useRefreshAllProbes } from './admin.queries';
import { ApiExplorer } from './api-explorer';
import '#kit/panel.css';
import '#kit/form.css';
import './admin.css';

/** Spec §2 and §7: the five cards and the lists they call. */
export const API_CARDS = [
  { name: 'Users', path: '/api/data_models/users' },
  { name: 'Roles', path: '/api/data_models/roles' },
  { name: 'Messages', path: '/api/data_models/message' },
  { name: 'LuddeFeedingTimes', path: '/api/data_models/ludde_feeding_times' },
  { name: 'WordWeaverScores', path: '/api/data_models/word_weaver_scores' },
] as const;

function ApiCard({ name, path }: { readonly name: string; readonly path: string }) {
  const probe = useEndpointProbe(path);
  const result = probe.data;
  const status = result?.status ?? null;
  const failed = result !== undefined && (status === null || status < 200 || status >= 300);

  return (
    <article
      className="panel api-card"
      aria-labelledby={`api-card-${name}`}
      aria-busy={probe.isFetching}
    >
      <div className="api-card__header">
        <h2 id={`api-card-${name}`} className="api-card__title">
          {name}
        </h2>
        <button
          type="button"
          className="button button--quiet api-card__refresh"
          aria-label={`Refresh ${name}`}
          disabled={probe.isFetching}
          onClick={() => void probe.refetch()}
        >
          {probe.isFetching ? 'Checking…' : 'Refresh'}
        </button>
      </div>
      <p className="api-card__path">
        <code>GET {path}</code>
      </p>
      <div className="api-card__result" aria-live="polite">
        {result === undefined ? (
          <p className="api-card__line muted">Checking…</p>
        ) : (
          <>
            {status !== null ? (
              <p className={`api-card__line api-card__status ${statusClassOf(status)}`}>
                Status: {status}
              </p>
            ) : null}
            {result.rows !== null ? (
              <p className="api-card__line">Rows returned: {result.rows}</p>
            ) : null}
            {failed ? (
              <p className="api-card__line api-card__error">Error: {status ?? 'Network Error'}</p>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}

export default function ApiStatusPage() {
  const route = manifest.routes[2];
  const refreshAll = useRefreshAllProbes();
  return (
    <section className="page admin-page">
      <PageHeader title={route.title}>{route.description}.</PageHeader>
      <div className="admin-toolbar">
        <button type="button" className="button button--primary" onClick={() => void refreshAll()}>
          Refresh All
        </button>
      </div>
      <div className="api-cards">
        {API_CARDS.map((card) => (
          <ApiCard key={card.path} name={card.name} path={card.path} />
        ))}
      </div>
      <ApiExplorer />
    </section>
  );
}

import { useMemo, useState } from 'react';
import type { Access } from '#shared/app-manifest';
import { type ApiEndpoint, groupEndpoints, listEndpoints } from '../core/api-explorer';
import { OPENAPI_PATH } from './admin.api';
import { useOpenApiDocument } from './admin.queries';
import { TryPanel } from './api-try-panel';

const ACCESS_LABELS: Record<Access, string> = {
  public: 'Public',
  member: 'Logged in',
  family: 'Family',
  admin: 'Admin',
};

const GROUP_TITLES: Record<string, string> = {
  platform: 'Site',
  admin: 'Admin',
  'message-board': 'Message Board',
  ludde: 'Ludde Meal Tracker',
  'word-weaver': 'WordWeaver',
};

function groupTitle(group: string): string {
  return GROUP_TITLES[group] ?? group;
}

function SchemaBlock({ label, schema }: { readonly label: string; readonly schema: unknown }) {
  return (
    <div className="api-endpoint__schema">
      <h4 className="api-endpoint__schema-title">{label}</h4>
      <pre className="api-endpoint__code">
        {schema === null ? '(no body)' : JSON.stringify(schema, null, 2)}
      </pre>
    </div>
  );
}

function EndpointItem({ endpoint }: { readonly endpoint: ApiEndpoint }) {
  const [open, setOpen] = useState(false);
  const method = endpoint.method.toLowerCase();
  return (
    <li className="api-endpoint">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="api-endpoint__summary">
          <span className={`api-method api-method--${method}`}>{endpoint.method}</span>
          <code className="api-endpoint__path">{endpoint.path}</code>
          <span className={`api-access api-access--${endpoint.access}`}>
            {ACCESS_LABELS[endpoint.access]}
          </span>
          {endpoint.summary ? (
            <span className="api-endpoint__description">{endpoint.summary}</span>
          ) : null}
        </summary>
        {open ? (
          <div className="api-endpoint__details">
            <p className="api-endpoint__meta">
              Access: <strong>{endpoint.access}</strong>
              {endpoint.access === 'public' ? '' : ' (send the bearer token)'}
            </p>
            {endpoint.method === 'GET' ? <TryPanel endpoint={endpoint} /> : null}
            {endpoint.parameters.length > 0 ? (
              <div className="api-endpoint__schema">
                <h4 className="api-endpoint__schema-title">Parameters</h4>
                <ul className="api-endpoint__parameters">
                  {endpoint.parameters.map((parameter) => (
                    <li key={`${parameter.in}-${parameter.name}`}>
                      <code>{parameter.name}</code> in {parameter.in}
                      {parameter.required ? ', required' : ''}
                      {parameter.description ? `: ${parameter.description}` : ''}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {endpoint.body ? (
              <SchemaBlock
                label={`Request body (${endpoint.body.contentType})`}
                schema={endpoint.body.schema}
              />
            ) : null}
            {endpoint.responses.map((response) => (
              <SchemaBlock
                key={response.status}
                label={`Response ${response.status}${response.description ? `: ${response.description}` : ''}`}
                schema={response.schema}
              />
            ))}
          </div>
        ) : null}
      </details>
    </li>
  );
}

/** Every endpoint of the API from its OpenAPI document, with a Try for the GET ones. */
export function ApiExplorer() {
  const document = useOpenApiDocument();
  const groups = useMemo(
    () => (document.data ? groupEndpoints(listEndpoints(document.data)) : []),
    [document.data],
  );
  const count = groups.reduce((total, group) => total + group.endpoints.length, 0);

  return (
    <section className="api-explorer" aria-labelledby="api-explorer-title">
      <div className="api-explorer__header">
        <h2 id="api-explorer-title">API Explorer</h2>
        <p className="muted api-explorer__lead">
          Every endpoint, generated from <a href={OPENAPI_PATH}>the OpenAPI document</a>
          {document.data ? ` (${count} endpoints)` : ''}. Open one for its schemas; GET endpoints
          can be tried with your session.
        </p>
      </div>
      {document.isPending ? <p className="muted">Loading the API description…</p> : null}
      {document.isError ? (
        <div className="callout callout--danger admin-alert" role="alert">
          <p>Could not load the API description: {document.error.message}</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void document.refetch()}
          >
            Try again
          </button>
        </div>
      ) : null}
      {groups.map(({ group, endpoints }) => (
        <section key={group} className="api-group" aria-labelledby={`api-group-${group}`}>
          <h3 id={`api-group-${group}`} className="api-group__title">
            {groupTitle(group)}
          </h3>
          <ul className="stack-list" aria-label={`${groupTitle(group)} endpoints`}>
            {endpoints.map((endpoint) => (
              <EndpointItem key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

import { useId, useRef, useState } from 'react';
import { type ApiEndpoint, endpointUrl } from '../core/api-explorer';
import { statusClassOf } from '../core/api-status';
import { type TryResult, tryEndpoint } from './admin.api';

/** Try a GET endpoint with the session: its path and query parameters, then the status and body. */
export function TryPanel({ endpoint }: { readonly endpoint: ApiEndpoint }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<TryResult | null>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const idPrefix = useId();
  const url = endpointUrl(endpoint, values);
  const inputs = endpoint.parameters.filter((parameter) =>
    ['path', 'query'].includes(parameter.in),
  );

  async function run() {
    if (url === null) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setBusy(true);
    try {
      setResult(await tryEndpoint(url, current.signal));
    } catch {
      // Aborted by a newer try: that one reports.
    } finally {
      if (controller.current === current) setBusy(false);
    }
  }

  return (
    <form
      className="api-try"
      aria-label={`Try ${endpoint.method} ${endpoint.path}`}
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      {inputs.length > 0 ? (
        <div className="api-try__fields">
          {inputs.map((parameter) => (
            <label key={parameter.name} className="field" htmlFor={`${idPrefix}-${parameter.name}`}>
              <span className="field__label">
                {parameter.name}
                {parameter.required ? ' (required)' : ''}
              </span>
              <input
                id={`${idPrefix}-${parameter.name}`}
                value={values[parameter.name] ?? ''}
                required={parameter.required}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((current) => ({ ...current, [parameter.name]: value }));
                }}
              />
            </label>
          ))}
        </div>
      ) : null}
      <div className="button-row">
        <button
          type="submit"
          className="button button--primary api-try__button"
          aria-label={`Try GET ${endpoint.path}`}
          disabled={busy || url === null}
        >
          {busy ? 'Trying…' : 'Try'}
        </button>
        <code className="api-try__url">{url ?? 'Fill in the path parameters'}</code>
      </div>
      <div className="api-try__result" aria-live="polite">
        {result ? (
          <>
            <p
              className={`api-card__line api-card__status ${
                result.status === null ? 'server-error' : statusClassOf(result.status)
              }`}
            >
              {result.status === null ? 'Error: Network Error' : `Status: ${result.status}`}
            </p>
            <pre className="api-endpoint__code api-try__body" aria-label="Response">
              {result.body === '' ? '(empty body)' : result.body}
            </pre>
          </>
        ) : null}
      </div>
    </form>
  );
}

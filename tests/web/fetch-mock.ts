import { vi } from 'vitest';

export interface MockReply {
  readonly status?: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

type Responder = MockReply | ((init: RequestInit | undefined) => MockReply | Promise<MockReply>);

function toResponse({ status = 200, body, headers = {} }: MockReply): Response {
  const text = body === undefined ? null : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * Stubs global fetch with replies keyed by "METHOD /path". Unknown requests answer 404 so a forgotten
 * route shows up as a failure instead of a hang.
 */
export function mockFetch(routes: Record<string, Responder> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const responder = routes[key];
    if (responder === undefined)
      return toResponse({ status: 404, body: { error: `No mock for ${key}` } });
    return toResponse(typeof responder === 'function' ? await responder(init) : responder);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The headers a mocked fetch call was made with. */
export function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

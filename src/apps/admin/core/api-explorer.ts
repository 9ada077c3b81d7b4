import type { Access } from '#shared/app-manifest';
import type { OpenApiDocument, OpenApiOperation } from '#shared/openapi.schemas';

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface EndpointParameter {
  readonly name: string;
  /** 'path' or 'query'. */
  readonly in: string;
  readonly required: boolean;
  readonly description: string | null;
}

export interface EndpointResponse {
  /** '200', '4XX', … as the document keys it. */
  readonly status: string;
  readonly description: string | null;
  readonly schema: unknown;
}

/** One operation of the API as the explorer lists it. */
export interface ApiEndpoint {
  /** Upper case: GET, POST, … */
  readonly method: string;
  /** As the document writes it, with `{name}` for path parameters. */
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  /** The app the endpoint belongs to ('platform' for the site's own). */
  readonly group: string;
  readonly parameters: readonly EndpointParameter[];
  /** The request body's content type and schema, or null without a body. */
  readonly body: { readonly contentType: string; readonly schema: unknown } | null;
  readonly responses: readonly EndpointResponse[];
}

function firstContent(content: Record<string, { schema?: unknown }> | undefined) {
  const entry = Object.entries(content ?? {})[0];
  return entry ? { contentType: entry[0], schema: entry[1].schema ?? null } : null;
}

function toEndpoint(path: string, method: string, operation: OpenApiOperation): ApiEndpoint {
  const body = firstContent(operation.requestBody?.content);
  return {
    method: method.toUpperCase(),
    path,
    access: operation['x-access'],
    summary: operation.summary ?? '',
    group: operation.tags?.[0] ?? 'other',
    parameters: (operation.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required === true,
      description: parameter.description ?? null,
    })),
    body,
    responses: Object.entries(operation.responses).map(([status, response]) => ({
      status,
      description: response.description ?? null,
      schema: firstContent(response.content)?.schema ?? null,
    })),
  };
}

/**
 * Every operation in an OpenAPI document, grouped by app ('platform' first) and sorted by path,
 * then by method in the order GET, POST, PUT, PATCH, DELETE.
 */
export function listEndpoints(document: OpenApiDocument): ApiEndpoint[] {
  const endpoints = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => (METHOD_ORDER as readonly string[]).includes(method))
      .map(([method, operation]) => toEndpoint(path, method, operation)),
  );
  const groupRank = (group: string) => (group === 'platform' ? '' : group);
  const methodRank = (method: string) =>
    (METHOD_ORDER as readonly string[]).indexOf(method.toLowerCase());
  return endpoints.sort(
    (a, b) =>
      groupRank(a.group).localeCompare(groupRank(b.group)) ||
      a.path.localeCompare(b.path) ||
      methodRank(a.method) - methodRank(b.method),
  );
}

/** The endpoints of each group, in the order listEndpoints gives them. */
export function groupEndpoints(
  endpoints: readonly ApiEndpoint[],
): { group: string; endpoints: ApiEndpoint[] }[] {
  const groups = new Map<string, ApiEndpoint[]>();
  for (const endpoint of endpoints) {
    groups.set(endpoint.group, [...(groups.get(endpoint.group) ?? []), endpoint]);
  }
  return [...groups].map(([group, members]) => ({ group, endpoints: members }));
}

/**
 * The URL to call for an endpoint with the values typed for its parameters: `{name}` in the path
 * replaced (encoded), non-empty query values appended. Null while a path parameter is empty.
 */
export function endpointUrl(
  endpoint: Pick<ApiEndpoint, 'path' | 'parameters'>,
  values: Readonly<Record<string, string>>,
): string | null {
  let missing = false;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name]?.trim() ?? '';
    if (value === '') missing = true;
    return encodeURIComponent(value);
  });
  if (missing) return null;
  const query = new URLSearchParams();
  for (const parameter of endpoint.parameters) {
    const value = values[parameter.name]?.trim() ?? '';
    if (parameter.in === 'query' && value !== '') query.set(parameter.name, value);
  }
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** A response body for reading: JSON indented, other text as it is. */
export function formatResponseBody(contentType: string, text: string): string {
  if (!contentType.includes('json')) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

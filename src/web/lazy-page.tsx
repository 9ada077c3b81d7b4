import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A component loaded on first render together with TanStack Query's provider, so whatever it renders
 * may fetch with useQuery. The shell itself never loads either.
 */
export function lazyWithQueries<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    const [{ default: Component }, { QueryProvider }] = await Promise.all([
      load(),
      import('./query-provider'),
    ]);
    function WithQueries(props: Props) {
      return (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      );
    }
    WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
    return { default: WithQueries };
  });
}

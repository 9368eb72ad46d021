import { Route } from 'react-router';
import { ConsoleRoute } from './ConsoleRoute.tsx';
import type { ConsolePage } from './console-page.ts';
import { consolePages } from './console-pages.ts';

/**
 * The console's routes under `/admin`, from its page list: a scoped page answers at its address in a
 * company (`c/:companyId/…`), in a service (`c/:companyId/s/:serviceId/…`), and at its bare address
 * (`contents`), which sends a bound admin to its own scope and asks a system admin for a company.
 */
export function consoleRoutes(pages: readonly ConsolePage[] = consolePages) {
  return pages.flatMap((page) => {
    const element = <ConsoleRoute page={page} />;
    if (page.scope === 'none') {
      return page.path
        ? [<Route key={page.id} path={page.path} element={element} />]
        : [<Route key={page.id} index element={element} />];
    }
    return ['', 'c/:companyId/', 'c/:companyId/s/:serviceId/'].map((prefix) => (
      <Route key={`${prefix}${page.id}`} path={`${prefix}${page.path}`} element={element} />
    ));
  });
}

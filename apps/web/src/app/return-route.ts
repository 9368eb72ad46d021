const key = (tenantKey: string) => `hondana.returnTo.${tenantKey}`;

/** Where to go after login: remembered unless it is itself a login route. */
export function rememberReturnRoute(tenantKey: string, route: string): void {
  if (!route.includes('login')) window.sessionStorage.setItem(key(tenantKey), route);
}

export function takeReturnRoute(tenantKey: string): string | undefined {
  const route = window.sessionStorage.getItem(key(tenantKey)) ?? undefined;
  window.sessionStorage.removeItem(key(tenantKey));
  return route;
}

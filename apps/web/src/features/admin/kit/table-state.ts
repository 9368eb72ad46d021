/**
 * A server-paged list's state in the address (`?page=&size=&sort=&direction=` and its filters), so back,
 * reload and a shared link show the same rows. Pure functions: `useTableState` binds them to the router.
 */
export interface TableState<F extends Record<string, string>> {
  page: number;
  size: number;
  sort: string | null;
  direction: 'asc' | 'desc';
  filters: F;
}

export interface TableDefaults<F extends Record<string, string>> {
  size: number;
  sizes?: readonly number[];
  /** Columns the server sorts by; any other `sort` in the address is ignored. */
  sortable?: readonly string[];
  sort?: string | null;
  direction?: 'asc' | 'desc';
  /** Every filter with its empty value. */
  filters: F;
}

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : fallback;
};

export function readTableState<F extends Record<string, string>>(
  search: URLSearchParams,
  defaults: TableDefaults<F>,
): TableState<F> {
  const size = positive(search.get('size'), defaults.size);
  const sort = search.get('sort');
  const filters = { ...defaults.filters };
  for (const key of Object.keys(filters) as (keyof F & string)[]) {
    const value = search.get(key);
    if (value !== null) filters[key] = value.slice(0, 255) as F[typeof key];
  }
  return {
    page: positive(search.get('page'), 1),
    size: defaults.sizes && !defaults.sizes.includes(size) ? defaults.size : size,
    sort: sort && defaults.sortable?.includes(sort) ? sort : (defaults.sort ?? null),
    direction: search.get('direction') === 'asc' ? 'asc' : (defaults.direction ?? 'desc'),
    filters,
  };
}

/** The address's query for a state: defaults are left out, so a plain list has a plain address. */
export function writeTableState<F extends Record<string, string>>(
  state: TableState<F>,
  defaults: TableDefaults<F>,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(state.filters)) if (value) search.set(key, value);
  if (state.sort && state.sort !== (defaults.sort ?? null)) search.set('sort', state.sort);
  if (state.direction !== (defaults.direction ?? 'desc')) search.set('direction', state.direction);
  if (state.size !== defaults.size) search.set('size', String(state.size));
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}

/** What the server's page query takes: page and size, sort and direction when set, non-empty filters. */
export function tableQuery<F extends Record<string, string>>(state: TableState<F>) {
  const query: Record<string, string | number> = { page: state.page, size: state.size };
  if (state.sort) {
    query.sort = state.sort;
    query.direction = state.direction;
  }
  for (const [key, value] of Object.entries(state.filters)) if (value) query[key] = value;
  return query;
}

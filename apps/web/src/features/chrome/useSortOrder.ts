import { SortDirection, SortFieldType, type ViewSettings } from '@hondana/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTenant } from '../../tenant/tenant-context.tsx';

type SortField = ViewSettings['sortFieldResponseList'][number];

export interface SortOrder {
  /** Sort fields of content listings, by ordinal. */
  fields: SortField[];
  /** The chosen field, or null when the tenant has none. */
  field: SortField | null;
  direction: SortDirection;
  /** Puts a field (in its default direction unless given) into the address; resets paging. */
  setOrder(fieldId: number, direction?: SortDirection): void;
}

const defaultDirection = (field: SortField | null) =>
  field?.isAcsDefault === false ? SortDirection.DESC : SortDirection.ASC;

/**
 * The listing's sort order, held in the address as `?sort=<field id>&dir=ASC|DESC` so it survives
 * reloads and shared links. Missing or unknown values fall back to the tenant's default field and
 * that field's default direction.
 */
export function useSortOrder(): SortOrder {
  const { settings } = useTenant();
  const [params, setParams] = useSearchParams();

  const fields = useMemo(
    () =>
      settings.sortFieldResponseList
        .filter((f) => f.type === SortFieldType.CONTENT_LIST)
        .sort((a, b) => a.ordinal - b.ordinal),
    [settings.sortFieldResponseList],
  );
  const fallback = fields.find((f) => f.isSortFieldDefault) ?? fields[0] ?? null;
  const requested = fields.find((f) => String(f.id) === params.get('sort'));
  const field = requested ?? fallback;
  const dir = params.get('dir')?.toUpperCase();
  const direction = dir === SortDirection.ASC || dir === SortDirection.DESC ? dir : defaultDirection(field);

  const setOrder = useCallback(
    (fieldId: number, nextDirection?: SortDirection) => {
      const next = fields.find((f) => f.id === fieldId);
      if (!next) return;
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.set('sort', String(next.id));
          out.set('dir', nextDirection ?? defaultDirection(next));
          out.delete('page');
          return out;
        },
        { preventScrollReset: true },
      );
    },
    [fields, setParams],
  );

  return { fields, field, direction, setOrder };
}

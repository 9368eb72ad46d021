import classes from './SortOrder.module.css';
import { useSortOrder } from './useSortOrder.ts';

/** The height class of the sort row: a labelled dropdown for more than two fields, else buttons. */
export const sortOrderReserve = (fieldCount: number) =>
  fieldCount > 2 ? classes.reserveWithLabel : classes.reserve;

/** Holds the sort control's place, at its height, while its chunk loads (PortalFrame). */
export function SortOrderPlaceholder() {
  const { fields, field } = useSortOrder();
  if (!field) return null;
  return <div className={`${classes.root} ${sortOrderReserve(fields.length)}`} aria-hidden />;
}

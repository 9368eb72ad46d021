import { NativeSelect } from '@mantine/core';
import classes from './SortOrder.module.css';

export interface SortFieldPickerProps {
  label: string;
  data: { value: string; label: string }[];
  value: string;
  onPick(value: string | null): void;
}

/**
 * The dropdown of sort fields (more than two of them): the browser's own select in Mantine's input
 * look. One click or key opens it, on a phone it is the system's picker, and it weighs next to nothing
 * (docs/decisions.md, "Sort fields").
 */
export function SortFieldPicker({ label, data, value, onPick }: SortFieldPickerProps) {
  return (
    <NativeSelect
      className={classes.field}
      label={label}
      data={data}
      value={value}
      onChange={(event) => onPick(event.currentTarget.value || null)}
      size="xs"
    />
  );
}

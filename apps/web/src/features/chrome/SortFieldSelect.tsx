import { Select } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { SortFieldPickerProps } from './SortFieldPicker.tsx';
import classes from './SortOrder.module.css';

/** The sort fields' Select, loaded by SortFieldPicker when first opened: it mounts focused and open. */
export function SortFieldSelect({ label, data, value, onPick }: SortFieldPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);
  return (
    <Select
      ref={input}
      className={classes.field}
      label={label}
      data={data}
      value={value}
      onChange={onPick}
      allowDeselect={false}
      size="xs"
      defaultDropdownOpened
    />
  );
}

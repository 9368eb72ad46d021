import { ComboboxChevron, InputBase } from '@mantine/core';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import classes from './SortOrder.module.css';

const loadSelect = () => import('./SortFieldSelect.tsx');
/**
 * Mantine's Select brings Combobox, Popover, Floating UI, ScrollArea and FocusTrap (about 35 KB gzip):
 * a chunk of its own, fetched when the list is first opened (issue 8 §1).
 */
const SortFieldSelect = lazy(() => loadSelect().then((m) => ({ default: m.SortFieldSelect })));
const preloadSelect = () => void loadSelect();

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export interface SortFieldPickerProps {
  label: string;
  data: { value: string; label: string }[];
  value: string;
  onPick(value: string | null): void;
}

/**
 * The dropdown of sort fields (more than two of them). Until it is first opened, an input of the same
 * look, label and value stands in for the Select's; a click or an opening key loads the Select, which
 * takes its place focused and open, as asked.
 */
export function SortFieldPicker({ label, data, value, onPick }: SortFieldPickerProps) {
  const [wanted, setWanted] = useState(false);
  const shown = data.find((item) => item.value === value)?.label ?? '';
  const open = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    setWanted(true);
  };
  const standIn = (
    <InputBase
      className={classes.field}
      label={label}
      value={shown}
      readOnly
      pointer
      size="xs"
      rightSection={<ComboboxChevron size="xs" />}
      rightSectionPointerEvents="none"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      onPointerEnter={preloadSelect}
      onFocus={preloadSelect}
      onClick={() => setWanted(true)}
      onKeyDown={open}
    />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <SortFieldSelect label={label} data={data} value={value} onPick={onPick} />
    </Suspense>
  );
}

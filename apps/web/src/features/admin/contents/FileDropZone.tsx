import { Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useId, useState } from 'react';
import classes from './FileDropZone.module.css';

interface FileDropZoneProps {
  /** The visible name of the file chooser (its label). */
  label: string;
  /** What is dropped here, said above the chooser. */
  dropText: string;
  hint?: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  name?: string;
  onFiles: (files: File[]) => void;
}

/**
 * A drop zone that is a real file input with its label: a click or Enter/Space on the focused input
 * opens the chooser, and files dropped anywhere on the zone are taken as if chosen.
 */
export function FileDropZone({
  label,
  dropText,
  hint,
  accept,
  multiple = false,
  disabled = false,
  name = 'file',
  onFiles,
}: FileDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const nameId = useId();
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <label
      htmlFor={inputId}
      className={classes.zone}
      data-dragging={dragging || undefined}
      data-drop-zone
      onDragOver={over}
      onDragEnter={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <IconUpload size={28} aria-hidden />
      <Text component="span" size="sm">
        {dropText}
      </Text>
      <span className={classes.button} id={nameId}>
        {label}
      </span>
      {hint && (
        <Text component="span" size="xs" c="gray.7" id={hintId}>
          {hint}
        </Text>
      )}
      <input
        id={inputId}
        className={classes.input}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-labelledby={nameId}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}

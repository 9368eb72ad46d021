import { ActionIcon, Tooltip } from '@mantine/core';
import type { ComponentType } from 'react';

/** An icon button of the PDF reader's bars, named by its tooltip. */
export function ToolButton(props: {
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  onClick(): void;
  disabled?: boolean;
  pressed?: boolean;
  testId?: string;
}) {
  const Icon = props.icon;
  return (
    <Tooltip label={props.label} openDelay={400}>
      <ActionIcon
        variant={props.pressed ? 'light' : 'subtle'}
        color="dark"
        size="lg"
        aria-label={props.label}
        aria-pressed={props.pressed}
        disabled={props.disabled}
        onClick={props.onClick}
        data-tool={props.testId}
      >
        <Icon size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

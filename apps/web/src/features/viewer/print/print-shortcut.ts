/** The browser's print shortcut: Ctrl+P, or ⌘+P on a Mac (with or without Shift). */
export function isPrintShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'p';
}

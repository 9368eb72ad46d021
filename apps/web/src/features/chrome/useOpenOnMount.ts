import { useEffect, useRef, useState } from 'react';

/**
 * A menu loaded on its button's first click takes that button's place: it focuses its own button
 * (so focus returns there when the menu closes) and opens, as the click asked.
 */
export function useOpenOnMount() {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  return { target, opened, setOpened };
}

import { ActionIcon, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/** The router's place of this entry in the tab's history (0: the portal was entered here). */
const historyIndex = () => {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number'
    ? state.idx
    : 0;
};

/**
 * Back to the library: where the reader came from inside the portal (the detail page, the search
 * results: the browser's back, so that page finds its place again), or the portal's home when the
 * book was opened directly (a link from elsewhere, a new tab). A link to the home, so it works
 * without script and opens in a new tab on demand.
 */
export function BackToLibrary() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = t('viewer.pdf.back');
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        component={Link}
        to="/"
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={label}
        onClick={(event: React.MouseEvent) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || historyIndex() === 0) return;
          event.preventDefault();
          void navigate(-1);
        }}
        data-viewer-back=""
      >
        <IconArrowLeft size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

import { create } from 'zustand';

interface SearchOverlayState {
  opened: boolean;
  open(): void;
  close(): void;
}

/** Whether the search overlay is open: the header's icon and the results page's buttons open it. */
export const useSearchOverlay = create<SearchOverlayState>((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));

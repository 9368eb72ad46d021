import { create } from 'zustand';

interface SearchOverlayState {
  opened: boolean;
  /** Opened at least once: the overlay stays mounted from then on (its closing animation, its state). */
  mounted: boolean;
  open(): void;
  close(): void;
}

/** Whether the search overlay is open: the header's icon and the results page's buttons open it. */
export const useSearchOverlay = create<SearchOverlayState>((set) => ({
  opened: false,
  mounted: false,
  open: () => set({ opened: true, mounted: true }),
  close: () => set({ opened: false }),
}));

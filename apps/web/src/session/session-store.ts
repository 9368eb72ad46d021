import { create } from 'zustand';

/**
 * Who is using the portal. Until the accounts module lands nobody can log in, so the session is
 * anonymous; the shape is the one seed 000 §3 names, so screens can already ask the right questions.
 */
export interface SessionUser {
  id: number;
  name: string;
  roleLevel: number;
}

interface SessionState {
  isAuthenticated: boolean;
  user: SessionUser | null;
  /** Login modal of the header. */
  loginModalOpen: boolean;
  openLoginModal(): void;
  closeLoginModal(): void;
}

export const useSession = create<SessionState>((set) => ({
  isAuthenticated: false,
  user: null,
  loginModalOpen: false,
  openLoginModal: () => set({ loginModalOpen: true }),
  closeLoginModal: () => set({ loginModalOpen: false }),
}));

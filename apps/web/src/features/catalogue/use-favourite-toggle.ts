import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { catalogueKeys, contentGroupKeys } from '../../api/query-keys.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../session/session-store.ts';

export interface FavouriteTarget {
  id: string;
  isFavorite: boolean;
}

/**
 * Adds or removes a favourite. A visitor gets the login dialog and the toggle is
 * remembered: it runs once they have logged in. Success shows the seed's toast and refreshes every
 * catalogue answer (each card carries `isFavorite`, and the Favourites group changes at once).
 */
export function useFavouriteToggle(groupId: number | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (target: FavouriteTarget) =>
      target.isFavorite
        ? callApi('favouriteDelete', { params: { id: target.id } })
        : callApi('favouriteAdd', { body: { contentId: target.id, contentGroupId: groupId } }),
    onSuccess: (state) => {
      const key = state.isFavorite ? 'api.addFavorite.success' : 'api.removeFavorite.success';
      // The toast code comes with the first toast, as the API's error handler does.
      void import('../../api/notify.ts').then((m) => m.notifySuccess(t, key));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
        queryClient.invalidateQueries({ queryKey: contentGroupKeys.all }),
      ]),
  });

  const toggle = (target: FavouriteTarget) => {
    const session = useSession.getState();
    if (!session.isAuthenticated) {
      // After the login the card's state may differ (already a favourite): adding again answers 783.
      session.openLoginModal(() => mutation.mutateAsync({ ...target, isFavorite: false }));
      return;
    }
    mutation.mutate(target);
  };
  return { toggle, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}

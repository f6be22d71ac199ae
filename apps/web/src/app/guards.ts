import { redirect, type LoaderFunctionArgs } from 'react-router';
import { authStore } from '../lib/auth-store';
import type { RouteMeta } from './route-types';

/**
 * Route guards (seed §5): auth routes go to /signin without a token (remembering where the user
 * wanted to go), guest routes go to / with one, kick routes go to /auth/kick/connect without Kick.
 */
export function guardFor(meta: RouteMeta | undefined) {
  if (!meta) return undefined;
  return ({ request }: LoaderFunctionArgs) => {
    const { token, kickData, user } = authStore.getState();
    const url = new URL(request.url);
    if (meta.auth && !token) {
      const next = url.pathname + url.search;
      return redirect(`/signin?next=${encodeURIComponent(next)}`);
    }
    if (meta.guest && token) return redirect('/');
    // A Kick connection that needs a reconnect still opens the page, which says why and offers
    // Reconnect; only no Kick connection at all goes to the connect page. On a channel the user
    // moderates (`?owner=`, the bot pages) it is the owner's Kick that counts, not the user's.
    const moderating = url.searchParams.has('owner');
    if (meta.kick && !moderating && !kickData && !user?.connections.kick)
      return redirect(`/auth/kick/connect?next=${encodeURIComponent(url.pathname)}`);
    return null;
  };
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Pages load lazily, after the browser has given up looking for the `#anchor` of the address:
 * scroll to it once the page is on screen (and whenever the hash changes). Without a hash, a page
 * that was just opened starts at its top.
 */
export function useHashScroll(onTarget?: (id: string) => void): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      window.scrollTo({ top: 0 });
      return;
    }
    onTarget?.(id);
    // After React has rendered what onTarget changed (an accordion item that opens).
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
    // onTarget is a callback of the page; the scroll follows the address only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, pathname]);
}

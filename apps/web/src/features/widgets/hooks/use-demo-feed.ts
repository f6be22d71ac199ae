import { useEffect } from 'react';
import type { WidgetDemo } from '../types/registry';
import { useLocalFeed } from './use-local-feed';

/** A preview that keeps going: the demo's first events, then one more every interval. */
export function useDemoFeed(demo: WidgetDemo, running = true) {
  const { feed, push } = useLocalFeed(demo.initial);
  useEffect(() => {
    if (!running) return;
    let index = 0;
    const timer = setInterval(() => push(demo.next(index++), false), demo.intervalMs);
    return () => clearInterval(timer);
  }, [demo, push, running]);
  return feed;
}

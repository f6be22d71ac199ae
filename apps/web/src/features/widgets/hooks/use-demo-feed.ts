import { useCallback, useEffect, useState } from 'react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
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

/**
 * A builder's preview: sample events from the start (a saved widget never opens blank) and more
 * every interval, until the streamer sends a test event; from then on only their tests show.
 */
export function usePreviewFeed(demo: WidgetDemo) {
  const [sampling, setSampling] = useState(true);
  const { feed, push } = useLocalFeed(demo.initial);
  useEffect(() => {
    if (!sampling) return;
    let index = 0;
    const timer = setInterval(() => push(demo.next(index++), false), demo.intervalMs);
    return () => clearInterval(timer);
  }, [demo, push, sampling]);
  const pushTest = useCallback(
    (event: WidgetEvent) => {
      setSampling(false);
      push(event);
    },
    [push],
  );
  return { feed, push: pushTest };
}

import { useCallback, useRef, useState } from 'react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import { appendToFeed, type FeedItem } from '../types/renderer';

/** An event feed that lives in the page: previews and local test buttons. */
export function useLocalFeed(initial: () => WidgetEvent[] = () => []) {
  const counter = useRef(0);
  const [feed, setFeed] = useState<FeedItem[]>(() =>
    initial().map((event) => ({
      n: ++counter.current,
      seq: counter.current,
      event,
      receivedAt: Date.now(),
    })),
  );
  const push = useCallback((event: WidgetEvent, test = true) => {
    const n = ++counter.current;
    const item: FeedItem = { n, seq: n, event, test, receivedAt: Date.now() };
    setFeed((current) => appendToFeed(current, [item]));
  }, []);
  const clear = useCallback(() => setFeed([]), []);
  return { feed, push, clear };
}

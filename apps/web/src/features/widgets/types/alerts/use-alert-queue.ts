import { useEffect, useRef, useState, type RefObject } from 'react';
import type { AudioPlayback } from './alert-audio';
import type { FeedItem } from '../renderer';
import { AlertQueue, type AlertStage, type QueueTiming, type Timers } from './alert-queue';

export interface AlertQueueHandlers<A> {
  /** The alert for an event, or null when the settings skip it (e.g. resubs switched off). */
  toAlert: (item: FeedItem) => A | null;
  timing: (alert: A) => QueueTiming;
  onShow: (alert: A) => AudioPlayback | void;
  onSkip: (item: FeedItem) => void;
  timers?: Timers;
}

/**
 * Feeds new events into one AlertQueue and answers what is on screen. Each feed item is queued
 * once (by its `n`); the handlers are read when used, so settings edits apply to later alerts.
 */
export function useAlertQueue<A>(
  feed: readonly FeedItem[],
  handlers: AlertQueueHandlers<A>,
): { stage: AlertStage<A>; queue: RefObject<AlertQueue<A> | null> } {
  const [stage, setStage] = useState<AlertStage<A>>(null);
  const queue = useRef<AlertQueue<A> | null>(null);
  const processed = useRef(-1);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const created = new AlertQueue<A>({
      timing: (alert) => latest.current.timing(alert),
      onStage: setStage,
      onShow: (alert) => latest.current.onShow(alert),
      timers: latest.current.timers,
    });
    queue.current = created;
    return () => {
      created.dispose();
      queue.current = null;
      // A remount (React's StrictMode check) queues the feed again into the new queue.
      processed.current = -1;
    };
  }, []);

  useEffect(() => {
    const current = queue.current;
    if (!current) return;
    for (const item of feed) {
      if (item.n <= processed.current) continue;
      processed.current = item.n;
      const alert = latest.current.toAlert(item);
      if (alert === null) latest.current.onSkip(item);
      else current.push(alert);
    }
  }, [feed]);

  return { stage, queue };
}

import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { WidgetDemo } from '../types/registry';
import { useLocalFeed } from './use-local-feed';

/** The dashboard's language, for the demo's sample texts. */
function useLanguage(): string {
  return useTranslation().i18n.resolvedLanguage ?? 'en';
}

/** A preview that keeps going: the demo's first events, then one more every interval. */
export function useDemoFeed(demo: WidgetDemo, running = true) {
  const language = useLanguage();
  const { feed, push } = useLocalFeed(() => demo.initial(language));
  useEffect(() => {
    if (!running) return;
    let index = 0;
    const timer = setInterval(() => push(demo.next(index++, language), false), demo.intervalMs);
    return () => clearInterval(timer);
  }, [demo, push, running, language]);
  return feed;
}

/**
 * A builder's preview: sample events from the start (a saved widget never opens blank) and more
 * every interval, until the streamer sends a test event; from then on only their tests show.
 */
export function usePreviewFeed(demo: WidgetDemo) {
  const language = useLanguage();
  const [sampling, setSampling] = useState(true);
  const { feed, push } = useLocalFeed(() => demo.initial(language));
  useEffect(() => {
    if (!sampling) return;
    let index = 0;
    const timer = setInterval(() => push(demo.next(index++, language), false), demo.intervalMs);
    return () => clearInterval(timer);
  }, [demo, push, sampling, language]);
  const pushTest = useCallback(
    (event: WidgetEvent) => {
      setSampling(false);
      push(event);
    },
    [push],
  );
  return { feed, push: pushTest };
}

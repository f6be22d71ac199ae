import { useEffect, useRef, useState } from 'react';
import type { AlertKind } from '@kyo/contracts/widgets/alert-kinds';
import { plainAssets, type FeedItem, type RendererProps } from '../renderer';
import {
  alertTiming,
  resolveAlert,
  type AlertBaseSettings,
  type ResolvedAlert,
} from './alert-model';
import { browserAudio, playAlertAudio, type AudioPhase, type AudioPort } from './alert-audio';
import { AlertView } from './alert-view';
import { useAlertQueue } from './use-alert-queue';
import type { Timers } from './alert-queue';

export interface AlertRendererProps<S extends AlertBaseSettings> extends RendererProps<S> {
  /** The alert kinds this type shows (alert-kinds.ts). */
  kinds: readonly AlertKind[];
  timers?: Timers;
  audio?: AudioPort;
  /** Numbers' language (default: the browser source's). */
  locale?: string;
}

/**
 * The alert engine every alert type shares: queue, sound then spoken message, view. Everything
 * per kind comes from the kinds' definitions, so a new kind needs no code here.
 */
export function AlertRenderer<S extends AlertBaseSettings>({
  settings,
  feed,
  onConsumed,
  muted,
  kinds,
  timers,
  audio = browserAudio,
  assets = plainAssets,
  skip,
  queue: control,
  locale,
}: AlertRendererProps<S>) {
  const [phase, setPhase] = useState<AudioPhase | null>(null);
  const { stage, queue } = useAlertQueue<ResolvedAlert>(feed, {
    toAlert: (item: FeedItem) => resolveAlert(settings, kinds, item, locale),
    timing: () => alertTiming(settings),
    onShow: (alert) => {
      onConsumed?.(alert.item);
      setPhase(null);
      if (muted || (control?.mutedUntil ?? 0) > Date.now()) return;
      return playAlertAudio(alert, audio, assets, setPhase) ?? undefined;
    },
    onSkip: (item) => {
      // A reward's "sound" action: played at once, outside the alert queue, with no alert.
      if (item.event.kind === 'reward.sound' && !muted && item.event.volume > 0) {
        const url = assets.media(item.event.url);
        if (url) audio.play(url, item.event.volume / 100, 'sound');
      }
      onConsumed?.(item);
    },
    timers,
  });
  const skipSeen = useRef(skip ?? 0);
  useEffect(() => {
    if ((skip ?? 0) !== skipSeen.current) {
      skipSeen.current = skip ?? 0;
      queue.current?.skip();
    }
  }, [skip, queue]);
  const paused = control?.paused === true;
  useEffect(() => queue.current?.pause(paused), [paused, queue]);
  const cleared = useRef(control?.clear ?? 0);
  useEffect(() => {
    if ((control?.clear ?? 0) !== cleared.current) {
      cleared.current = control?.clear ?? 0;
      queue.current?.clear();
    }
  }, [control?.clear, queue]);
  return <AlertView stage={stage} settings={settings} assets={assets} audioPhase={phase} />;
}

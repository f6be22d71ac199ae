import { useMemo, type CSSProperties } from 'react';
import type { CounterSettings } from '@kyo/contracts/widgets/types/counter';
import {
  counterLabel,
  initialCounter,
  reduceCounter,
  TEST_GAME_ID,
  type CounterState,
} from '@kyo/contracts/widgets/types/counter.logic';
import type { RendererProps } from '../renderer';
import { RollingNumber } from '../live-viewer/renderer';
import '../widget-base.css';
import '../live-viewer/live-viewer.css';
import './counter.css';

/** The counter to draw: the server's state (when it is this counter's), or the feed folded. */
export function counterStateOf(
  state: unknown,
  feed: RendererProps<CounterSettings>['feed'],
  settings: CounterSettings,
): CounterState {
  if (state && typeof state === 'object' && 'value' in state) {
    const held = state as CounterState;
    // After the widget was set to another counter, the old one's value is not shown.
    if (held.name === settings.counter || held.id === TEST_GAME_ID) return held;
    return initialCounter();
  }
  let folded = initialCounter();
  for (const item of feed) folded = reduceCounter(folded, item.event, settings);
  return folded;
}

/** A label and a number that rolls to each new value. */
export function CounterRenderer({ settings, feed, state }: RendererProps<CounterSettings>) {
  const counter = useMemo(() => counterStateOf(state, feed, settings), [state, feed, settings]);
  const style = {
    '--lv-font': settings.fontFamily,
    '--lv-size': `${settings.fontSize}px`,
    '--lv-text': settings.textColor,
    '--lv-accent': settings.accentColor,
    '--lv-bg': settings.background,
  } as CSSProperties;
  const label = counterLabel(counter, settings);
  return (
    <div className="kyo-w kyo-lv-root" style={style}>
      <div className="kyo-lv kyo-ct" role="status" data-empty={counter.value === null}>
        <span className="kyo-ct-label">{label}</span>
        {counter.value === null ? (
          <span className="kyo-lv-number kyo-ct-none">–</span>
        ) : (
          <RollingNumber
            text={new Intl.NumberFormat().format(counter.value)}
            roll={settings.animation === 'roll'}
          />
        )}
      </div>
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default CounterRenderer;

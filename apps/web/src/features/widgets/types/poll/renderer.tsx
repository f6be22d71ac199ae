import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { PollSettings } from '@kyo/contracts/widgets/types/poll';
import {
  initialPoll,
  percentages,
  reducePoll,
  type PollState,
} from '@kyo/contracts/widgets/types/poll.logic';
import type { RendererProps } from '../renderer';
import '../widget-base.css';
import './poll.css';

export function pollStateOf(state: unknown, feed: RendererProps<PollSettings>['feed']): PollState {
  if (state && typeof state === 'object' && 'options' in state) return state as PollState;
  let folded = initialPoll();
  for (const item of feed) folded = reducePoll(folded, item.event);
  return folded;
}

/** `1:05`. */
const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** A chat poll on stream: the question and a bar per option that moves with the votes. */
export function PollRenderer({
  settings,
  feed,
  state,
  now: clockNow,
  serverOffsetMs = 0,
}: RendererProps<PollSettings>) {
  const poll = useMemo(() => pollStateOf(state, feed), [state, feed]);
  const read = useMemo(
    () => () => (clockNow ?? Date.now)() + serverOffsetMs,
    [clockNow, serverOffsetMs],
  );
  const open = poll.status === 'open';
  const [now, setNow] = useState(read);
  useEffect(() => {
    if (!open || !settings.showTimer) return;
    setNow(read());
    const id = setInterval(() => setNow(read()), 1_000);
    return () => clearInterval(id);
  }, [open, settings.showTimer, read]);
  const style = {
    '--pl-font': settings.fontFamily,
    '--pl-size': `${settings.fontSize}px`,
    '--pl-text': settings.textColor,
    '--pl-bar': settings.barColor,
    '--pl-bg': settings.background,
  } as CSSProperties;
  if (poll.id === null || (!open && settings.whenEnded === 'hide'))
    return <div className="kyo-w kyo-pl-root" />;
  const shares = percentages(poll.options.map((o) => o.votes));
  const top = Math.max(0, ...poll.options.map((o) => o.votes));
  return (
    <div className="kyo-w kyo-pl-root" style={style}>
      <div className="kyo-pl" data-status={poll.status} role="status">
        <div className="kyo-pl-head">
          <span className="kyo-pl-question">{poll.question}</span>
          {open && settings.showTimer ? (
            <span className="kyo-pl-timer">{clock(poll.endsAt - now)}</span>
          ) : !open ? (
            <span className="kyo-pl-timer">{settings.endedText}</span>
          ) : null}
        </div>
        <ol className="kyo-pl-options">
          {poll.options.map((option, i) => (
            <li
              key={i}
              className="kyo-pl-option"
              data-leading={poll.total > 0 && option.votes === top}
            >
              <span className="kyo-pl-bar" style={{ width: `${shares[i]}%` }} />
              <span className="kyo-pl-number">{i + 1}</span>
              <span className="kyo-pl-label">{option.label}</span>
              {settings.showVotes && (
                <span className="kyo-pl-votes">
                  {option.votes} {option.votes === 1 ? settings.voteLabel : settings.votesLabel}
                </span>
              )}
              {settings.showPercent && <span className="kyo-pl-percent">{shares[i]}%</span>}
            </li>
          ))}
        </ol>
        {open && settings.showHowToVote && (
          <div className="kyo-pl-how">
            {settings.howToVoteText.replace('{max}', String(poll.options.length))}
          </div>
        )}
      </div>
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default PollRenderer;

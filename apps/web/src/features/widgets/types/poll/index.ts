import { BarChart3 } from 'lucide-react';
import { generateTestEvents } from '@kyo/contracts/widgets/test-events';
import type { AvailableWidgetModule } from '../widget-ui';
import { PollForm } from './poll-form';

/** A new widget's words in Turkish when the dashboard is (the schema's defaults are English). */
const TURKISH = {
  howToVoteText: 'Sohbete 1–{max} ya da !vote 1 yaz',
  voteLabel: 'oy',
  votesLabel: 'oy',
  endedText: 'Sonuç',
};

/** The preview: votes moving on one poll, asked in the dashboard's language. */
function demo(index: number, language: string) {
  let seed = index + 1;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  const poll = generateTestEvents('poll', { now: Date.now(), random })[0]!;
  return language === 'tr' && poll.kind === 'poll'
    ? { ...poll, question: 'Sıradaki boss hangisi?' }
    : poll;
}

export const pollModule: AvailableWidgetModule<'poll'> = {
  type: 'poll',
  available: true,
  icon: BarChart3,
  Form: PollForm,
  demo: {
    initial: (language) => [demo(0, language)],
    next: (index, language) => demo(index + 1, language),
    intervalMs: 2000,
  },
  turkish: TURKISH,
};

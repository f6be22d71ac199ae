import i18n from 'i18next';
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

/** The preview: votes moving on one poll. */
function demo(index: number) {
  let seed = index + 1;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  return generateTestEvents('poll', { now: Date.now(), random })[0]!;
}

export const pollModule: AvailableWidgetModule<'poll'> = {
  type: 'poll',
  available: true,
  icon: BarChart3,
  Form: PollForm,
  demo: { initial: () => [demo(0)], next: (index) => demo(index + 1), intervalMs: 2000 },
  newSettings: () => (i18n.resolvedLanguage === 'tr' ? { ...TURKISH } : {}),
};

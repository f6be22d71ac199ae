import { Hash } from 'lucide-react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import { TEST_GAME_ID } from '@kyo/contracts/widgets/types/counter.logic';
import type { AvailableWidgetModule } from '../widget-ui';
import { CounterForm } from './counter-form';

const sample = (value: number, language: string): WidgetEvent => ({
  kind: 'counter',
  id: TEST_GAME_ID,
  name: 'deaths',
  label: language === 'tr' ? 'Ölümler' : 'Deaths',
  value,
  version: value + 1,
  at: Date.now(),
});

export const counterModule: AvailableWidgetModule<'counter'> = {
  type: 'counter',
  available: true,
  icon: Hash,
  texts: {
    en: {
      description:
        'A label and a number that rolls on every change: deaths, wins, anything your moderators count in chat with !deaths +. Set it up under Chat bot → Counters.',
    },
    tr: {
      description:
        'Her değişiklikte dönen bir etiket ve sayı: ölümler, galibiyetler, moderatörlerinizin sohbette !deaths + ile saydığı her şey. Sohbet botu → Sayaçlar altında kurun.',
    },
  },
  Form: CounterForm,
  demo: {
    initial: (language) => [sample(12, language)],
    next: (index, language) => sample(13 + index, language),
    intervalMs: 2500,
  },
  hasContent: (state) => typeof state.value === 'number',
};

export default counterModule;

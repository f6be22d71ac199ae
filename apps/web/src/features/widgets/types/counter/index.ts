import { Hash } from 'lucide-react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import { TEST_GAME_ID } from '@kyo/contracts/widgets/types/counter.logic';
import type { AvailableWidgetModule } from '../widget-ui';
import { CounterForm } from './counter-form';

/** The sample counter's label in the dashboard's language. */
const DEATHS = { en: 'Deaths', tr: 'Ölümler', es: 'Muertes', pt: 'Mortes' } as const;

const sample = (value: number, language: string): WidgetEvent => ({
  kind: 'counter',
  id: TEST_GAME_ID,
  name: 'deaths',
  label: DEATHS[language as keyof typeof DEATHS] ?? DEATHS.en,
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
    es: {
      description:
        'Una etiqueta y un número que gira con cada cambio: muertes, victorias, todo lo que tus moderadores cuentan en el chat con !deaths +. Configúralo en Bot del chat → Contadores.',
    },
    pt: {
      description:
        'Um rótulo e um número que gira a cada mudança: mortes, vitórias, tudo o que seus moderadores contam no chat com !deaths +. Configure em Bot do chat → Contadores.',
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

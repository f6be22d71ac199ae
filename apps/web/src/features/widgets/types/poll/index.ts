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

/** The sample question in the dashboard's language (the test event asks it in English). */
const QUESTIONS = {
  tr: 'Sıradaki boss hangisi?',
  es: '¿Cuál es el próximo jefe?',
  pt: 'Qual é o próximo boss?',
} as const;

/** The preview: votes moving on one poll, asked in the dashboard's language. */
function demo(index: number, language: string) {
  let seed = index + 1;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  const poll = generateTestEvents('poll', { now: Date.now(), random })[0]!;
  const question = QUESTIONS[language as keyof typeof QUESTIONS];
  return question && poll.kind === 'poll' ? { ...poll, question } : poll;
}

export const pollModule: AvailableWidgetModule<'poll'> = {
  type: 'poll',
  available: true,
  icon: BarChart3,
  texts: {
    en: {
      description:
        'Your chat poll with bars that move as viewers vote by typing 1, 2, 3 or !vote 2, a countdown and the final result. Start one under Chat bot → Polls.',
    },
    tr: {
      description:
        'İzleyiciler 1, 2, 3 ya da !vote 2 yazarak oy verdikçe hareket eden çubuklar, geri sayım ve son sonuçla sohbet anketiniz. Sohbet botu → Anketler altında başlatın.',
    },
    es: {
      description:
        'La encuesta de tu chat, con barras que se mueven mientras los espectadores votan escribiendo 1, 2, 3 o !vote 2, una cuenta regresiva y el resultado final. Inicia una en Bot del chat → Encuestas.',
    },
    pt: {
      description:
        'A enquete do seu chat, com barras que se movem conforme os espectadores votam digitando 1, 2, 3 ou !vote 2, uma contagem regressiva e o resultado final. Comece uma em Bot do chat → Enquetes.',
    },
  },
  Form: PollForm,
  demo: {
    initial: (language) => [demo(0, language)],
    next: (index, language) => demo(index + 1, language),
    intervalMs: 2000,
  },
  words: {
    tr: TURKISH,
    es: {
      howToVoteText: 'Escribe 1–{max} o !vote 1 en el chat',
      voteLabel: 'voto',
      votesLabel: 'votos',
      endedText: 'Resultado final',
    },
    pt: {
      howToVoteText: 'Digite 1–{max} ou !vote 1 no chat',
      voteLabel: 'voto',
      votesLabel: 'votos',
      endedText: 'Resultado final',
    },
  },
  hasContent: (state) => typeof state.id === 'string',
};

export default pollModule;

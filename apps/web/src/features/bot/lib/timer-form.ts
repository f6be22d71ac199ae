import type { Timer, TimerInput } from '@kyo/contracts';

export type TimerFormValues = Required<TimerInput>;

export const EMPTY_TIMER: TimerFormValues = {
  name: '',
  messages: [''],
  intervalMinutes: 15,
  minChatLines: 5,
  liveOnly: true,
  enabled: true,
};

export function timerToForm(timer: Timer): TimerFormValues {
  return {
    name: timer.name,
    messages: timer.messages.length ? timer.messages : [''],
    intervalMinutes: timer.intervalMinutes,
    minChatLines: timer.minChatLines,
    liveOnly: timer.liveOnly,
    enabled: timer.enabled,
  };
}

/** The empty state's one-click example (texts translated). */
export function exampleTimer(t: (key: string) => string): TimerFormValues {
  return {
    ...EMPTY_TIMER,
    name: t('timers.example.name'),
    messages: [t('timers.example.message1'), t('timers.example.message2')],
    intervalMinutes: 20,
    minChatLines: 10,
  };
}

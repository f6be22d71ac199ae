import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Blocks } from './blocks';

/**
 * One question of the FAQ accordion (WAI-ARIA accordion pattern): the question is a heading
 * holding a button with aria-expanded; Enter and Space toggle it like any button.
 */
export function FaqItem({
  id,
  question,
  answerKey,
  open,
  onToggle,
}: {
  id: string;
  question: string;
  answerKey: string;
  open: boolean;
  onToggle: () => void;
}) {
  const buttonId = `faq-q-${id}`;
  const panelId = `faq-a-${id}`;
  return (
    <div
      className={cn(
        'rounded-xl border transition-colors',
        open ? 'border-surface-600 bg-surface-900' : 'border-surface-800 bg-surface-900/50',
      )}
    >
      <h3 id={id} className="scroll-mt-24">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold text-zinc-100 transition-colors hover:text-white focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
        >
          <span className="flex-1">{question}</span>
          <ChevronDown
            size={18}
            aria-hidden="true"
            className={cn(
              'shrink-0 text-zinc-400 transition-transform duration-200',
              open && 'rotate-180 text-brand-400',
            )}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-5 pb-5">
        <div className="border-t border-surface-700 pt-4">
          <Blocks base={answerKey} />
        </div>
      </div>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Play } from 'lucide-react';
import type { CommandInput, Role } from '@kyo/contracts';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/select';
import { TextInput } from '../../../../components/ui/text-input';
import { ApiRequestError } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { usePlayground } from '../../hooks/use-playground';
import { roleOptions } from '../../lib/roles';
import { serverMessage } from '../../../../lib/use-zod-form';
import { PlaygroundResult } from './playground-result';

export interface PlaygroundProps {
  /** Tries an unsaved command instead of the saved ones; null means the draft is not valid yet. */
  draft?: () => CommandInput | null;
  /** What the chat line field suggests (the draft's trigger). */
  suggestedLine?: string;
  /** Tells the user why a draft cannot be tried yet. */
  draftInvalidText?: string;
  idPrefix: string;
  /** Fields side by side on wide screens (the page); stacked in the narrower editor. */
  inline?: boolean;
}

/**
 * Type a chat line as a viewer and see the exact reply, with every variable's value, without
 * posting anything. With `draft`, it tries the command being edited before it is saved.
 */
export function Playground({
  draft,
  suggestedLine,
  draftInvalidText,
  idPrefix,
  inline = false,
}: PlaygroundProps) {
  const { t } = useTranslation('bot');
  const [line, setLine] = useState('');
  const [role, setRole] = useState<Role>('everyone');
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = usePlayground();
  const sent = run.variables;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setProblem(null);
    const text = line.trim() || suggestedLine || '';
    if (!text) {
      setProblem(t('playground.typeLine'));
      return;
    }
    let command: CommandInput | undefined;
    if (draft) {
      const current = draft();
      if (!current) {
        setProblem(draftInvalidText ?? t('playground.draftInvalid'));
        return;
      }
      command = current;
    }
    run.mutate({ line: text, role, username: username.trim() || undefined, draft: command });
  };

  const error = problem ?? (run.error ? failure(run.error) : null);
  function failure(err: Error) {
    return err instanceof ApiRequestError ? serverMessage(err) : t('playground.failed');
  }

  return (
    <div className="space-y-4">
      <form
        onSubmit={submit}
        className={cn(
          'grid gap-3',
          inline && 'md:grid-cols-[minmax(0,1fr)_10rem_10rem_auto] md:items-start',
        )}
        aria-label={t('playground.form')}
        noValidate
      >
        <TextInput
          id={`${idPrefix}-line`}
          label={t('playground.line')}
          value={line}
          placeholder={suggestedLine || t('playground.linePlaceholder')}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => setLine(event.target.value)}
        />
        <div className={cn('grid gap-3 sm:grid-cols-2', inline && 'md:contents')}>
          <Select<Role>
            id={`${idPrefix}-role`}
            label={t('playground.role')}
            options={roleOptions(t)}
            value={role}
            onChange={(value) => setRole(value ?? 'everyone')}
          />
          <TextInput
            id={`${idPrefix}-user`}
            label={t('playground.username')}
            value={username}
            placeholder="viewer"
            maxLength={30}
            autoComplete="off"
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          loading={run.isPending}
          icon={<Play aria-hidden className="size-4" />}
          className={cn('w-full sm:w-auto sm:justify-self-start', inline && 'md:mt-7')}
        >
          {draft ? t('playground.tryDraft') : t('playground.try')}
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-400">
          {error}
        </p>
      )}
      {!error && run.data && sent && (
        <PlaygroundResult result={run.data} sender={sent.username || 'viewer'} role={sent.role} />
      )}
    </div>
  );
}

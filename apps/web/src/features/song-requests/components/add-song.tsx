import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useAddSong } from '../hooks/use-song-requests';

/** The streamer (or a moderator) adds a song by name or link: the chat rules do not apply. */
export function AddSong() {
  const { t } = useTranslation('song-requests');
  const add = useAddSong();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(text, {
      onSuccess: (request) => {
        toast.success(t('add.added', { title: request.track.title }));
        setText('');
        setError(null);
      },
      onError: (failure) =>
        setError(failure instanceof ApiRequestError ? failure.message : t('actionFailed')),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextInput
        label={t('add.label')}
        placeholder={t('add.placeholder')}
        value={text}
        maxLength={200}
        error={error ?? undefined}
        onChange={(event) => setText(event.target.value)}
        containerClassName="flex-1"
      />
      <Button
        type="submit"
        className="sm:mt-6"
        icon={<Plus aria-hidden className="size-4" />}
        loading={add.isPending}
      >
        {t('add.submit')}
      </Button>
    </form>
  );
}

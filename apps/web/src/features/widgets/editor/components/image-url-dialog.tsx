import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextInput } from '../../../../components/ui/text-input';

const HTTP_URL = /^https?:\/\/\S+$/;

/** Asks for a picture's address (the design system's dialog, not the browser's prompt). */
export function ImageUrlDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (url: string) => void;
}) {
  const { t } = useTranslation('editor');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setUrl('');
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (!HTTP_URL.test(value)) return setError(t('editor.imageInvalid'));
    onAdd(value);
    close();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('editor.imageTitle')}
      description={t('editor.imageDescription')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('editor.imageCancel')}
          </Button>
          <Button type="submit" form="scene-image-url">
            {t('editor.imageAdd')}
          </Button>
        </>
      }
    >
      <form id="scene-image-url" onSubmit={submit} noValidate>
        <TextInput
          label={t('editor.imageField')}
          type="url"
          inputMode="url"
          placeholder="https://"
          autoFocus
          value={url}
          error={error}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/**
 * The footer of the command and timer editors: why saving is blocked (an unknown variable, say),
 * Cancel, and the submit button of the form `formId`, disabled while blocked.
 */
export function EditorFooter({
  blocked,
  formId,
  submitting,
  submitLabel,
  onCancel,
}: {
  blocked: string | null | undefined;
  formId: string;
  submitting: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('bot');
  return (
    <>
      {blocked && (
        <p
          role="alert"
          data-testid="save-blocked"
          className="text-xs font-medium text-amber-300 sm:mr-auto sm:max-w-xs sm:self-center"
        >
          {t('editor.saveBlocked')} {blocked}
        </p>
      )}
      <Button variant="secondary" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={submitting} disabled={Boolean(blocked)}>
        {submitLabel}
      </Button>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';

/** Copies text to the clipboard with a toast either way. */
export function useCopy() {
  const { t } = useTranslation('api');
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('secret.copied'));
    } catch {
      toast.error(t('secret.copyFailed'));
    }
  };
}

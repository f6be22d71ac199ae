import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';

/** Copies text to the clipboard with a toast either way. */
export function useCopy() {
  const { t } = useTranslation('widgets');
  return async (text: string, what = t('copy.url')) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('copy.done', { what }));
    } catch {
      toast.error(t('copy.failed'));
    }
  };
}

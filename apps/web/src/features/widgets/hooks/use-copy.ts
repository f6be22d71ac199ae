import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';

/** Copies text to the clipboard with a toast either way. */
export function useCopy() {
  const { t } = useTranslation('widgets');
  return async (text: string, what = t('copy.url'), size?: { width: number; height: number }) => {
    try {
      await navigator.clipboard.writeText(text);
      // An OBS URL's copy says the size to give the browser source.
      toast.success(size ? t('copy.doneWithSize', size) : t('copy.done', { what }));
    } catch {
      toast.error(t('copy.failed'));
    }
  };
}

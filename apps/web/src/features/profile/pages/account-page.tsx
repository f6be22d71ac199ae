import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download, Trash2 } from 'lucide-react';
import { deleteAccountBodySchema, userEndpoints } from '@kyo/contracts';
import { Card, PageHeader } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { applyServerError, useValidationMessage, useZodForm } from '../../../lib/use-zod-form';

/** Settings → Account: take a copy of everything, or leave for good. */
export default function AccountPage() {
  const { t } = useTranslation('profile');
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const exportData = async () => {
    setExporting(true);
    try {
      const data = await apiRequest(userEndpoints.exportAccount, {});
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `kyo-account-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
      toast.success(t('account.exported'));
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : t('account.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.subtitle')} />
      <div className="max-w-2xl space-y-6">
        <Card>
          <h2 className="text-lg font-semibold text-white">{t('account.exportTitle')}</h2>
          <p className="mt-1 text-sm text-zinc-400">{t('account.exportBody')}</p>
          <Button
            className="mt-4"
            variant="secondary"
            loading={exporting}
            icon={<Download size={16} aria-hidden />}
            onClick={() => void exportData()}
          >
            {t('account.export')}
          </Button>
        </Card>
        <Card className="border-red-500/30">
          <h2 className="text-lg font-semibold text-white">{t('account.deleteTitle')}</h2>
          <p className="mt-1 text-sm text-zinc-400">{t('account.deleteBody')}</p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-zinc-300">
            <li>{t('account.deletePlatforms')}</li>
            <li>{t('account.deleteData')}</li>
            <li>{t('account.deleteOverlays')}</li>
            <li>{t('account.deleteFinal')}</li>
          </ul>
          <Button
            className="mt-4"
            variant="danger"
            icon={<Trash2 size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            {t('account.delete')}
          </Button>
        </Card>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const message = useValidationMessage();
  const navigate = useNavigate();
  const form = useZodForm(deleteAccountBodySchema, { password: '' });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await apiRequest(userEndpoints.deleteAccount, { body });
      authStore.clear();
      toast.success(answer.message);
      void navigate('/', { replace: true });
    } catch (error) {
      if (!applyServerError(form, error))
        toast.error(error instanceof ApiRequestError ? error.message : t('account.deleteFailed'));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('account.confirmTitle')}
      description={t('account.confirmBody')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('account.keep')}
          </Button>
          <Button variant="danger" type="submit" form="delete-account-form" loading={isSubmitting}>
            {t('account.confirm')}
          </Button>
        </>
      }
    >
      <form id="delete-account-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label={t('account.password')}
          type="password"
          autoComplete="current-password"
          error={message(errors.password?.message)}
          {...form.register('password')}
        />
      </form>
    </Dialog>
  );
}

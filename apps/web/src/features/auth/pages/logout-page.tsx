import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { signOut } from '../session';

export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().then(() => navigate('/signin', { replace: true }));
  }, [navigate]);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 text-zinc-400">
      <Spinner size={24} />
      <p>{t('logout.working')}</p>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Check } from 'lucide-react';
import { widgetContracts } from '@kyo/contracts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCreateWidget } from '../hooks/use-widgets';
import { GALLERY_ORDER, isAvailable, typeTexts, widgetUis } from '../types/registry';
import type { AvailableWidgetType } from '../types/renderers';

const AVAILABLE = GALLERY_ORDER.filter(isAvailable);

/** `/widget/edit`: pick a type, name it, create it with default settings, then edit it. */
export default function WidgetPickTypePage() {
  const { t, i18n } = useTranslation('widgets');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preset = params.get('type');
  const [type, setType] = useState<AvailableWidgetType>(
    preset && isAvailable(preset) ? preset : 'chat',
  );
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const create = useCreateWidget();
  const shownName = name ?? typeTexts(type, i18n.resolvedLanguage).name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!shownName.trim()) return setError(t('errors.required'));
    try {
      const widget = await create.mutateAsync({ type, name: shownName.trim() });
      await navigate(`/widget/edit/${widget.id}`, { replace: true });
    } catch (failure) {
      const message =
        failure instanceof ApiRequestError ? failure.message : t('builder.createFailed');
      if (failure instanceof ApiRequestError && failure.field === 'name') setError(message);
      else toast.error(message);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-6 py-12">
      <ButtonLink to="/profile/widgets" variant="ghost" size="sm" className="-ml-3 mb-6">
        <ArrowLeft size={16} aria-hidden />
        {t('nav.myWidgets')}
      </ButtonLink>
      <h1 className="text-2xl font-bold text-white">{t('pick.title')}</h1>
      <p className="mt-2 text-zinc-400">{t('pick.subtitle')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-8 space-y-6">
        <div role="radiogroup" aria-label={t('pick.type')} className="grid gap-3 sm:grid-cols-3">
          {AVAILABLE.map((option) => {
            const ui = widgetUis[option];
            const selected = option === type;
            const { width, height } = widgetContracts[option].size;
            return (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={selected}
                onClick={() => setType(option)}
                className={cn(
                  'relative flex flex-col gap-2 rounded-xl border p-4 text-left transition-colors',
                  selected
                    ? 'border-brand-500 bg-brand-500/10'
                    : 'border-surface-700 bg-surface-900 hover:border-surface-600',
                )}
              >
                <ui.icon size={20} aria-hidden className="text-brand-400" />
                <span className="font-semibold text-white">
                  {typeTexts(option, i18n.resolvedLanguage).name}
                </span>
                <span className="text-xs text-zinc-400">
                  {width} × {height}
                </span>
                {selected && (
                  <Check size={16} aria-hidden className="absolute top-3 right-3 text-brand-400" />
                )}
              </button>
            );
          })}
        </div>
        <TextInput
          label={t('fields.name')}
          value={shownName}
          maxLength={80}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex gap-2">
          <Button type="submit" loading={create.isPending}>
            {t('pick.create')}
          </Button>
          <ButtonLink to={`/widget/${type}`} variant="secondary">
            {t('pick.designFirst')}
          </ButtonLink>
        </div>
      </form>
    </div>
  );
}

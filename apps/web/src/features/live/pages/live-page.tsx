import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Radio } from 'lucide-react';
import type { LiveCategory, StreamInfo } from '@kyo/contracts';
import { Page, PageHeader } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import {
  useApplyPreset,
  useCategorySearch,
  useCreatePreset,
  useHistory,
  usePresets,
  useRemovePreset,
  useSaveStreamInfo,
  useStreamInfo,
} from '../hooks/use-live';
import { ActivityCard, AlertQueueCard, DockCard } from '../components/cockpit-cards';
import { QuickActionsCard } from '../components/quick-actions';
import { MomentsCard } from '../components/moments-card';
import { SubathonCard } from '../components/subathon-card';

type Picked = Pick<LiveCategory, 'id' | 'name'> | null;

const field =
  'w-full min-w-0 rounded-lg border border-surface-700 bg-surface-900 px-3 py-2 text-sm text-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500';
const card = 'min-w-0 rounded-xl border border-surface-800 bg-surface-900/60 p-4 sm:p-5';
const tagsOf = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** "Category": a combobox that searches Kick's categories as the user types. */
function CategoryBox({ value, onChange }: { value: Picked; onChange: (c: Picked) => void }) {
  const { t } = useTranslation('live');
  const id = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  useEffect(() => setText(value?.name ?? ''), [value]);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useCategorySearch(open ? q : '');
  const options = search.data?.categories ?? [];
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-zinc-200">
        {t('info.category')}
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        className={field}
        value={text}
        placeholder={t('info.categoryPlaceholder')}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {open && q.trim() && (
        <ul
          id={`${id}-list`}
          role="listbox"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-surface-700 bg-surface-900 py-1 shadow-lg"
        >
          {options.length === 0 && !search.isFetching && (
            <li className="px-3 py-2 text-sm text-zinc-400">{t('info.noCategories')}</li>
          )}
          {options.map((c) => (
            <li
              key={c.id}
              role="option"
              aria-selected={value?.id === c.id}
              className="cursor-pointer px-3 py-2 text-sm text-zinc-100 hover:bg-surface-800"
              onMouseDown={(e) => {
                e.preventDefault();
                onChange({ id: c.id, name: c.name });
                setText(c.name);
                setOpen(false);
              }}
            >
              {c.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function StreamInfoCard({
  info,
  onSaved,
}: {
  info: StreamInfo;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('live');
  const [title, setTitle] = useState(info.title);
  const [category, setCategory] = useState<Picked>(info.category);
  const [tags, setTags] = useState(info.tags.join(', '));
  const [presetName, setPresetName] = useState('');
  const save = useSaveStreamInfo();
  const createPreset = useCreatePreset();
  const titleId = useId();
  const tagsId = useId();
  const presetId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Awaited, not mutate's callbacks: the saved info remounts this card (its key), and a
    // callback of an unmounted card's mutate never runs, so Kick's answer could be lost.
    save
      .mutateAsync({ title, ...(category ? { categoryId: category.id } : {}), tags: tagsOf(tags) })
      .then(
        (saved) => onSaved(saved.message),
        (error: unknown) =>
          toast.error(error instanceof ApiRequestError ? error.message : t('info.saveFailed')),
      );
  };
  return (
    <form onSubmit={submit} className={`${card} space-y-4`} aria-labelledby="live-info-heading">
      <h2 id="live-info-heading" className="text-base font-semibold text-white">
        {t('info.heading')}
      </h2>
      <div>
        <label htmlFor={titleId} className="mb-1 block text-sm font-medium text-zinc-200">
          {t('info.title')}
        </label>
        <input
          id={titleId}
          className={field}
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <CategoryBox value={category} onChange={setCategory} />
      <div>
        <label htmlFor={tagsId} className="mb-1 block text-sm font-medium text-zinc-200">
          {t('info.tags')}
        </label>
        <input
          id={tagsId}
          className={field}
          value={tags}
          aria-describedby={`${tagsId}-hint`}
          onChange={(e) => setTags(e.target.value)}
        />
        <p id={`${tagsId}-hint`} className="mt-1 text-xs text-zinc-400">
          {t('info.tagsHint')}
        </p>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('info.saving') : t('info.save')}
      </Button>
      <div className="flex flex-wrap items-end gap-2 border-t border-surface-800 pt-4">
        {/* The name keeps a readable width: a long button label (es, pt) goes to the next line. */}
        <div className="min-w-48 flex-1">
          <label htmlFor={presetId} className="mb-1 block text-sm font-medium text-zinc-200">
            {t('presets.name')}
          </label>
          <input
            id={presetId}
            className={field}
            value={presetName}
            maxLength={40}
            onChange={(e) => setPresetName(e.target.value)}
          />
        </div>
        <Button
          type="button"
          variant="secondary"
          disabled={!presetName.trim() || createPreset.isPending}
          onClick={() =>
            createPreset.mutate(
              {
                name: presetName,
                title: title || null,
                categoryId: category?.id ?? null,
                tags: tagsOf(tags),
              },
              {
                onSuccess: () => setPresetName(''),
                onError: (error) =>
                  toast.error(error instanceof ApiRequestError ? error.message : String(error)),
              },
            )
          }
        >
          {t('presets.add')}
        </Button>
      </div>
    </form>
  );
}

/** /live: the stream's title, category and tags on Kick, presets and recent changes. */
export default function LivePage() {
  const { t } = useTranslation('live');
  const info = useStreamInfo();
  const presets = usePresets();
  const history = useHistory();
  const apply = useApplyPreset();
  const remove = useRemovePreset();
  const [answer, setAnswer] = useState<string | null>(null);
  const reading = info.data;
  const current = reading?.info;
  return (
    <Page wide className="space-y-6 py-8">
      <PageHeader title={t('title')} description={t('description')} />
      {reading && reading.kick !== 'ok' && (
        <p
          role="alert"
          className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-200"
        >
          {reading.message ?? t('info.loadFailed')}
        </p>
      )}
      {info.isError && (
        <p role="alert" className="text-sm text-red-300">
          {t('info.loadFailed')}
        </p>
      )}
      {answer && (
        <p role="status" className="text-sm text-brand-300">
          {answer}
        </p>
      )}
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {current && (
          <StreamInfoCard
            key={`${current.title}:${current.category?.id ?? ''}:${current.tags.join()}`}
            info={current}
            onSaved={(message) => setAnswer(message)}
          />
        )}
        <div className="min-w-0 space-y-6">
          <section className={card} aria-labelledby="live-presets-heading">
            <h2 id="live-presets-heading" className="mb-3 text-base font-semibold text-white">
              {t('presets.heading')}
            </h2>
            {presets.data?.presets.length === 0 && (
              <p className="text-sm text-zinc-400">{t('presets.empty')}</p>
            )}
            <ul className="space-y-2">
              {presets.data?.presets.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm text-zinc-100">
                    <Radio className="mr-1 inline size-4 text-brand-400" aria-hidden />
                    {p.name}
                    {p.category && <span className="text-zinc-400"> · {p.category.name}</span>}
                  </span>
                  <Button
                    size="sm"
                    onClick={() =>
                      apply.mutate(p.id, {
                        onSuccess: (saved) => setAnswer(saved.message),
                        onError: (error) =>
                          toast.error(
                            error instanceof ApiRequestError ? error.message : String(error),
                          ),
                      })
                    }
                  >
                    {t('presets.apply')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => remove.mutate(p.id)}>
                    {t('presets.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
          <section className={card} aria-labelledby="live-history-heading">
            <h2 id="live-history-heading" className="mb-3 text-base font-semibold text-white">
              {t('history.heading')}
            </h2>
            {history.data?.entries.length === 0 && (
              <p className="text-sm text-zinc-400">{t('history.empty')}</p>
            )}
            <ul className="space-y-2">
              {history.data?.entries.map((h) => (
                <li key={h.at} className="min-w-0 text-sm">
                  <p className="truncate text-zinc-100">{h.title}</p>
                  <p className="truncate text-xs text-zinc-400">
                    {h.category?.name ?? '—'} · {t('history.by', { name: h.by, via: h.via })}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <div className="mt-6 grid min-w-0 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ActivityCard />
        <div className="min-w-0 space-y-6">
          <AlertQueueCard />
          <QuickActionsCard />
          <MomentsCard />
          <SubathonCard />
          <DockCard />
        </div>
      </div>
    </Page>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, ChevronsDownUp, ChevronsUpDown, Mail, Search } from 'lucide-react';
import { Page, PageHeader } from '../../../components/page';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { type Block, blocksText } from '../components/blocks';
import { FaqItem } from '../components/faq-item';
import { RichText } from '../components/rich-text';
import { matches } from '../lib/search';
import { useHashScroll } from '../../../components/prose/use-hash-scroll';

interface FaqEntry {
  id: string;
  q: string;
  a: Block[];
}
interface FaqGroup {
  id: string;
  title: string;
  items: FaqEntry[];
}

export default function FaqPage() {
  const { t, i18n } = useTranslation('info');
  const language = i18n.resolvedLanguage ?? 'en';
  const raw = t('faq.groups', { returnObjects: true }) as unknown;
  const groups = useMemo(() => (Array.isArray(raw) ? (raw as FaqGroup[]) : []), [raw]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  // A link to a question (/faq#id) opens it, and clears a search that would hide it.
  useHashScroll((id) => {
    setQuery('');
    setOpen((current) => new Set(current).add(id));
  });

  const visible = useMemo(
    () =>
      groups
        .map((group, groupIndex) => ({
          ...group,
          groupIndex,
          items: group.items
            .map((item, itemIndex) => ({ ...item, itemIndex }))
            .filter((item) => matches(`${item.q} ${blocksText(item.a)}`, query, language)),
        }))
        .filter((group) => group.items.length > 0),
    [groups, query, language],
  );
  const count = visible.reduce((sum, group) => sum + group.items.length, 0);
  const visibleIds = visible.flatMap((group) => group.items.map((item) => item.id));
  const allOpen = visibleIds.length > 0 && visibleIds.every((id) => open.has(id));

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Page>
      <PageHeader
        eyebrow={t('faq.eyebrow')}
        title={t('faq.title')}
        description={t('faq.subtitle')}
      />

      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12">
        <div className="min-w-0">
          <div
            role="search"
            aria-label={t('faq.searchLabel')}
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <TextInput
              type="search"
              label={t('faq.searchLabel')}
              placeholder={t('faq.searchPlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              leading={<Search />}
              clearable
              containerClassName="flex-1"
            />
            <Button
              variant="secondary"
              icon={
                allOpen ? (
                  <ChevronsDownUp size={16} aria-hidden="true" />
                ) : (
                  <ChevronsUpDown size={16} aria-hidden="true" />
                )
              }
              disabled={visibleIds.length === 0}
              onClick={() => setOpen(allOpen ? new Set() : new Set(visibleIds))}
            >
              {allOpen ? t('faq.collapseAll') : t('faq.expandAll')}
            </Button>
          </div>
          <p role="status" className="mt-3 min-h-5 text-sm text-zinc-400">
            {query.trim() ? t('faq.results', { count }) : ''}
          </p>

          {count === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-surface-600 bg-surface-900/60 p-8 text-center">
              <p className="font-semibold text-zinc-100">{t('faq.noResultsTitle', { query })}</p>
              <p className="mx-auto mt-2 max-w-md text-sm text-zinc-400">
                <RichText i18nKey="faq.noResultsBody" />
              </p>
            </div>
          ) : (
            <div className="mt-4 space-y-10">
              {visible.map((group) => (
                <section key={group.id} aria-labelledby={`faq-group-${group.id}`}>
                  <h2
                    id={`faq-group-${group.id}`}
                    className="scroll-mt-24 text-lg font-semibold tracking-tight text-white"
                  >
                    {group.title}
                  </h2>
                  <div className="mt-4 space-y-3">
                    {group.items.map((item) => (
                      <FaqItem
                        key={item.id}
                        id={item.id}
                        question={item.q}
                        answerKey={`faq.groups.${group.groupIndex}.items.${item.itemIndex}.a`}
                        open={open.has(item.id)}
                        onToggle={() => toggle(item.id)}
                      />
                    ))}
                  </div>
                </section>
              ))}
            </div>
          )}
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:h-fit">
          <nav
            aria-labelledby="faq-topics"
            className="rounded-xl border border-surface-700 bg-surface-900 p-5"
          >
            <h2
              id="faq-topics"
              className="text-xs font-semibold uppercase tracking-wider text-zinc-400"
            >
              {t('faq.topics')}
            </h2>
            <ul className="mt-3 space-y-1 text-sm">
              {groups.map((group) => (
                <li key={group.id}>
                  <a
                    href={`#faq-group-${group.id}`}
                    className="flex justify-between gap-2 rounded-md px-2 py-1.5 text-zinc-300 transition-colors hover:bg-surface-800 hover:text-white"
                  >
                    <span>{group.title}</span>
                    <span className="tabular-nums text-zinc-400">{group.items.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="rounded-xl border border-brand-500/25 bg-gradient-to-br from-brand-500/10 via-surface-900 to-surface-900 p-5">
            <h2 className="font-semibold text-white">{t('faq.stuckTitle')}</h2>
            <p className="mt-2 text-sm leading-6 text-zinc-300">{t('faq.stuckBody')}</p>
            <div className="mt-4 flex flex-col gap-2">
              <ButtonLink to="/documentation/get-started" variant="secondary" size="sm">
                <BookOpen size={15} aria-hidden="true" />
                {t('faq.readDocs')}
              </ButtonLink>
              <ButtonLink to="/contact" variant="ghost" size="sm">
                <Mail size={15} aria-hidden="true" />
                {t('faq.contactUs')}
              </ButtonLink>
            </div>
          </div>
        </aside>
      </div>
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Copy, LayoutTemplate, Plus } from 'lucide-react';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/toast';
import { ChannelSwitch, MINE } from '../../../../components/channel-switch';
import { useAuthState } from '../../../../lib/auth-store';
import { useModeratedChannels } from '../../../../lib/use-moderated-channels';
import { useCopy } from '../../hooks/use-copy';
import { LayoutSketch } from '../components/layout-sketch';
import { SceneActions } from '../components/scene-actions';
import { ShareImport } from '../../components/share-import';
import { useCreateScene, useSceneList } from '../hooks/use-scenes';

/** /editor: the streamer's scenes and a new-scene button; signed out, what a scene is. */
export default function EditorPage() {
  const { token } = useAuthState();
  return token ? <SceneList /> : <EditorIntro />;
}

/**
 * The scene list: the user's own, or with `?channel={ownerId}` those of a channel they moderate
 * (they edit and add scenes there; deleting stays with the owner), as on the other pages.
 */
function SceneList() {
  const { t } = useTranslation('editor');
  const [search, setSearch] = useSearchParams();
  const channel = search.get('channel') ?? undefined;
  const channels = useModeratedChannels();
  const owner = channel ? channels.data?.find((c) => c.id === channel) : undefined;
  const scenes = useSceneList(channel);
  const create = useCreateScene();
  const navigate = useNavigate();
  const copy = useCopy();
  const newScene = async () => {
    try {
      const scene = await create.mutateAsync(channel ? { owner: channel } : {});
      void navigate(`/editor/${scene.id}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('list.createFailed'));
    }
  };
  return (
    <div className="mx-auto flex min-h-screen w-full max-w-5xl flex-col px-4 py-6 sm:px-6">
      <Link
        to="/"
        className="inline-flex items-center gap-2 self-start text-sm font-medium text-zinc-400 hover:text-white"
      >
        <ArrowLeft size={16} aria-hidden="true" />
        {t('back')}
      </Link>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-white">
            {owner ? t('list.titleOf', { name: owner.username }) : t('list.title')}
          </h1>
          <p className="mt-2 max-w-2xl text-zinc-300">{t('list.lead')}</p>
        </div>
        <div className="flex gap-2">
          {/* Copies go into the user's own account: not offered on a moderated channel's list. */}
          {!channel && <ShareImport />}
          <Button onClick={() => void newScene()} loading={create.isPending}>
            <Plus size={16} aria-hidden="true" />
            {t('list.new')}
          </Button>
        </div>
      </div>
      {channels.data && channels.data.length > 0 && (
        <div className="mt-6">
          <ChannelSwitch
            channels={channels.data}
            value={channel ?? MINE}
            label={t('list.channel')}
            mineLabel={t('list.mine')}
            channelLabel={(name) => t('list.of', { name })}
            onChange={(next) =>
              setSearch(next === MINE ? {} : { channel: next }, { replace: true })
            }
          />
        </div>
      )}
      {scenes.isPending ? (
        <div className="mt-16 flex justify-center">
          <Spinner size={24} />
        </div>
      ) : (scenes.data ?? []).length === 0 ? (
        <div className="mt-10 grid items-center gap-8 rounded-xl border border-surface-700 bg-surface-900 p-8 lg:grid-cols-2">
          <div>
            <LayoutTemplate size={24} className="text-brand-400" aria-hidden="true" />
            <h2 className="mt-4 text-xl font-semibold text-white">{t('list.emptyTitle')}</h2>
            <p className="mt-2 text-zinc-300">{t('list.empty')}</p>
          </div>
          <LayoutSketch />
        </div>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(scenes.data ?? []).map((scene) => (
            <li
              key={scene.id}
              className="flex flex-col rounded-xl border border-surface-700 bg-surface-900 p-5"
            >
              <h2 className="truncate text-base font-semibold text-white">{scene.name}</h2>
              <p className="mt-1 text-sm text-zinc-400">
                {t('list.meta', {
                  width: scene.width,
                  height: scene.height,
                  count: scene.layerCount,
                })}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                <ButtonLink to={`/editor/${scene.id}`} size="sm">
                  {t('list.open')}
                </ButtonLink>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void copy(scene.overlayUrl, t('editor.copied'))}
                >
                  <Copy size={14} aria-hidden="true" />
                  {t('editor.copyUrl')}
                </Button>
                {/* A new URL and delete stay with the owner, as for widgets. */}
                {!channel && <SceneActions scene={scene} />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EditorIntro() {
  const { t } = useTranslation('editor');
  return (
    <div className="mx-auto grid min-h-screen w-full max-w-6xl grid-cols-1 items-center gap-12 px-4 py-10 sm:px-6 lg:grid-cols-2">
      <div>
        <LayoutTemplate size={24} className="text-brand-400" aria-hidden="true" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {t('title')}
        </h1>
        <p className="mt-4 max-w-xl text-lg leading-8 text-zinc-300">{t('lead')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/signin" size="lg">
            {t('signin')}
          </ButtonLink>
          <ButtonLink to="/widget" size="lg" variant="secondary">
            {t('browse')}
          </ButtonLink>
        </div>
      </div>
      <figure>
        <LayoutSketch />
        <figcaption className="mt-4 text-center text-sm text-zinc-400">{t('caption')}</figcaption>
      </figure>
    </div>
  );
}

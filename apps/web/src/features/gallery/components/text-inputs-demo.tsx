import { useTranslation } from 'react-i18next';
import { AtSign, Search } from 'lucide-react';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { GallerySection, Specimen, SpecimenGroup } from './gallery-section';

const FOCUS_RING = 'ring-2! ring-brand-500!';

export function TextInputsDemo() {
  const { t } = useTranslation('gallery');
  return (
    <GallerySection id="text" title={t('text.title')} description={t('text.description')}>
      <SpecimenGroup title={t('text.states')}>
        <Specimen state={t('states.default')}>
          <TextInput
            label={t('text.displayName')}
            placeholder={t('text.displayNamePlaceholder')}
            hint={t('text.displayNameHint')}
          />
        </Specimen>
        <Specimen state={t('states.focus')}>
          <TextInput
            label={t('text.email')}
            defaultValue="streamer@kyo.gg"
            className={FOCUS_RING}
            leading={<AtSign />}
          />
        </Specimen>
        <Specimen state={t('states.error')}>
          <TextInput
            label={t('text.email')}
            defaultValue="streamer@"
            error={t('text.emailError')}
            required
          />
        </Specimen>
        <Specimen state={t('states.disabled')}>
          <TextInput label={t('text.channel')} defaultValue="kick.com/kyo" disabled />
        </Specimen>
        <Specimen state={t('text.password')}>
          <TextInput
            label={t('text.password')}
            type="password"
            defaultValue="correct-horse"
            autoComplete="new-password"
          />
        </Specimen>
        <Specimen state={t('text.clearable')}>
          <TextInput
            label={t('text.search')}
            defaultValue="!discord"
            clearable
            leading={<Search />}
          />
        </Specimen>
      </SpecimenGroup>
      <SpecimenGroup title={t('text.masksAndCounters')}>
        <Specimen state={t('text.phoneMask')}>
          <TextInput
            label={t('text.phone')}
            mask="(###) ###-####"
            placeholder="(555) 123-4567"
            hint={t('text.phoneHint')}
            inputMode="tel"
          />
        </Specimen>
        <Specimen state={t('text.codeMask')}>
          <TextInput
            label={t('text.inviteCode')}
            mask="AA-####"
            placeholder="KY-2024"
            hint={t('text.inviteCodeHint')}
          />
        </Specimen>
        <Specimen state={t('text.counter')}>
          <TextInput
            label={t('text.streamTitle')}
            defaultValue={t('text.streamTitleValue')}
            maxLength={60}
          />
        </Specimen>
      </SpecimenGroup>
      <SpecimenGroup title={t('text.textarea')}>
        <Specimen state={t('states.default')}>
          <Textarea
            label={t('text.response')}
            defaultValue={t('text.responseValue')}
            hint={t('text.responseHint')}
            maxLength={500}
          />
        </Specimen>
        <Specimen state={t('states.error')}>
          <Textarea label={t('text.response')} error={t('text.responseError')} maxLength={500} />
        </Specimen>
        <Specimen state={t('states.disabled')}>
          <Textarea label={t('text.response')} defaultValue={t('text.responseLocked')} disabled />
        </Specimen>
      </SpecimenGroup>
    </GallerySection>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { Toggle } from '../../../components/ui/toggle';
import { GallerySection, Specimen, SpecimenGroup } from './gallery-section';

export function ChoicesDemo() {
  const { t } = useTranslation('gallery');
  const [alerts, setAlerts] = useState(true);
  return (
    <GallerySection id="choices" title={t('choices.title')} description={t('choices.description')}>
      <SpecimenGroup title={t('choices.checkbox')}>
        <Specimen state={t('states.default')}>
          <div className="flex flex-col gap-3">
            <Checkbox label={t('choices.subsOnly')} description={t('choices.subsOnlyHint')} />
            <Checkbox label={t('choices.followersOnly')} defaultChecked />
          </div>
        </Specimen>
        <Specimen state={t('choices.mixed')}>
          <Checkbox label={t('choices.allCommands')} indeterminate />
        </Specimen>
        <Specimen state={t('states.disabled')}>
          <div className="flex flex-col gap-3">
            <Checkbox label={t('choices.lockedOff')} disabled />
            <Checkbox label={t('choices.lockedOn')} disabled defaultChecked />
          </div>
        </Specimen>
      </SpecimenGroup>
      <SpecimenGroup title={t('choices.toggle')}>
        <Specimen state={alerts ? t('states.on') : t('states.off')}>
          <Toggle
            label={t('choices.followerAlerts')}
            description={t('choices.followerAlertsHint')}
            checked={alerts}
            onChange={setAlerts}
          />
        </Specimen>
        <Specimen state={t('choices.small')}>
          <div className="flex flex-col gap-3">
            <Toggle size="sm" label={t('choices.sound')} defaultChecked />
            <Toggle size="sm" label={t('choices.compact')} />
          </div>
        </Specimen>
        <Specimen state={t('states.disabled')}>
          <div className="flex flex-col gap-3">
            <Toggle label={t('choices.lockedOff')} disabled />
            <Toggle label={t('choices.lockedOn')} disabled defaultChecked />
          </div>
        </Specimen>
      </SpecimenGroup>
    </GallerySection>
  );
}

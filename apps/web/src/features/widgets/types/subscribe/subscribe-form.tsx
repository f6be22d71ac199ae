import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/fields/form-section';
import { ToggleField } from '../../components/fields/basic-fields';
import { TemplateField } from '../../components/fields/template-field';
import { VariationsField } from '../../components/fields/variations-field';
import { AlertSharedSections } from '../alerts/alert-form-sections';
import { MediaField, SoundField } from '../../components/fields/lazy-media-fields';

const TOKENS = [
  'name',
  'months',
  'count',
  'amount',
  'gift',
  'message',
  'reward',
  'cost',
  'input',
  'item',
  'price',
  'currency',
] as const;
const CONDITIONS = ['months', 'count', 'amount', 'reward'] as const;

/** The subscriber & Kicks alert's settings (contracts: subscribeAlertSettingsSchema). */
export function SubscribeForm() {
  const { t } = useTranslation('widgets');
  return (
    <>
      <FormSection title={t('sections.message')}>
        <TemplateField
          name="settings.messageTemplate"
          label={t('fields.subTemplate')}
          tokens={['name', 'months']}
        />
        <TemplateField
          name="settings.resubTemplate"
          label={t('fields.resubTemplate')}
          tokens={['name', 'months']}
        />
        <TemplateField
          name="settings.giftTemplate"
          label={t('fields.giftTemplate')}
          tokens={['name', 'count']}
        />
        <TemplateField
          name="settings.kicksTemplate"
          label={t('fields.kicksTemplate')}
          tokens={['name', 'amount', 'gift', 'message']}
        />
        <ToggleField name="settings.showResubs" label={t('fields.showResubs')} />
        <ToggleField name="settings.showGifts" label={t('fields.showGifts')} />
        <ToggleField name="settings.showKicks" label={t('fields.showKicks')} />
        <ToggleField
          name="settings.showMessage"
          label={t('fields.showMessage')}
          hint={t('fields.showMessageHint')}
          wide
        />
      </FormSection>
      <FormSection title={t('sections.rewards')} description={t('sections.rewardsHint')}>
        <TemplateField
          name="settings.rewardTemplate"
          label={t('fields.rewardTemplate')}
          tokens={['name', 'reward', 'cost', 'input']}
        />
        <ToggleField name="settings.showRewards" label={t('fields.showRewards')} />
        <MediaField name="settings.rewardMedia" />
        <SoundField name="settings.rewardSound" />
      </FormSection>
      <FormSection title={t('sections.purchases')} description={t('sections.purchasesHint')}>
        <TemplateField
          name="settings.purchaseTemplate"
          label={t('fields.purchaseTemplate')}
          tokens={['name', 'item', 'price', 'currency', 'input']}
        />
        <ToggleField name="settings.showPurchases" label={t('fields.showPurchases')} />
        <MediaField name="settings.purchaseMedia" />
        <SoundField name="settings.purchaseSound" />
      </FormSection>
      <AlertSharedSections speaks />
      <FormSection title={t('sections.variations')} description={t('sections.variationsHint')}>
        <VariationsField name="settings.variations" tokens={TOKENS} conditions={CONDITIONS} />
      </FormSection>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/fields/form-section';
import {
  ColorField,
  SelectField,
  TextField,
  ToggleField,
} from '../../components/fields/basic-fields';
import { FontFields } from '../../components/fields/font-fields';

/** The Poll widget's settings (contracts: pollSettingsSchema). */
export function PollForm() {
  const { t } = useTranslation('widgets');
  return (
    <>
      <FormSection title={t('sections.poll')}>
        <ToggleField name="settings.showVotes" label={t('fields.showVotes')} />
        <ToggleField name="settings.showPercent" label={t('fields.showPercent')} />
        <ToggleField name="settings.showTimer" label={t('fields.showTimer')} />
        <ToggleField name="settings.showHowToVote" label={t('fields.showHowToVote')} />
        <SelectField
          name="settings.whenEnded"
          label={t('fields.whenPollEnded')}
          options={(['keep', 'hide'] as const).map((value) => ({
            value,
            label: t(`options.whenPollEnded.${value}`),
          }))}
        />
      </FormSection>
      <FormSection title={t('sections.words')}>
        <TextField
          name="settings.howToVoteText"
          label={t('fields.howToVoteText')}
          hint={t('fields.howToVoteTextHint')}
          maxLength={60}
        />
        <TextField name="settings.voteLabel" label={t('fields.voteLabel')} maxLength={20} />
        <TextField name="settings.votesLabel" label={t('fields.votesLabel')} maxLength={20} />
        <TextField name="settings.endedText" label={t('fields.endedText')} maxLength={40} />
      </FormSection>
      <FormSection title={t('sections.look')}>
        <FontFields min={12} max={64} />
        <ColorField name="settings.textColor" label={t('fields.textColor')} />
        <ColorField name="settings.barColor" label={t('fields.barColor')} />
        <ColorField
          name="settings.background"
          label={t('fields.background')}
          alphaLabel={t('fields.opacity')}
          wide
        />
      </FormSection>
    </>
  );
}

import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WidgetFormValues } from '../hooks/use-widget-form';
import { availableUi } from '../types/registry';
import type { AvailableWidgetType } from '../types/renderers';
import { PLACEMENTS, widgetContracts } from '@kyo/contracts';
import { MediaOwnerContext } from '../hooks/media-owner';
import { FormSection } from './fields/form-section';
import { SelectField, TextField } from './fields/basic-fields';

export const WIDGET_FORM_ID = 'widget-form';

/** The builder's form column: the widget's name, then the type's own settings form. */
export function WidgetFormBody({
  type,
  form,
  onSubmit,
  before,
  ownerId,
}: {
  type: AvailableWidgetType;
  form: UseFormReturn<WidgetFormValues>;
  onSubmit: () => void;
  before?: ReactNode;
  /** Whose channel the widget is (a moderator's builder uploads to the owner's files). */
  ownerId?: string;
}) {
  const { t } = useTranslation('widgets');
  const { Form } = availableUi(type);
  const { width, height } = widgetContracts[type].size;
  return (
    <MediaOwnerContext.Provider value={ownerId}>
      <FormProvider {...form}>
        <form
          id={WIDGET_FORM_ID}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {before}
          <FormSection title={t('sections.widget')}>
            <TextField name="name" label={t('fields.name')} maxLength={80} wide />
            <SelectField
              name="settings.placement"
              label={t('fields.placement')}
              hint={t('fields.placementHint', { width, height })}
              wide
              options={PLACEMENTS.map((value) => ({
                value,
                label: t(`options.placement.${value}`),
              }))}
            />
          </FormSection>
          <Form />
        </form>
      </FormProvider>
    </MediaOwnerContext.Provider>
  );
}

import { useTranslation } from 'react-i18next';
import { QUOTE_TEXT_MAX, quoteInputSchema, quotePatchSchema, type Quote } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import {
  applyServerError,
  serverMessage,
  useValidationMessage,
  useZodForm,
} from '../../../lib/use-zod-form';
import { useSaveQuote } from '../hooks/use-games';

const FORM_ID = 'quote-editor-form';

/** Add a quote, or edit one's text, category and day (its number stays). */
export function QuoteEditor({ quote, onClose }: { quote?: Quote; onClose: () => void }) {
  const { t } = useTranslation('games');
  const message = useValidationMessage();
  const form = useZodForm(quote ? quotePatchSchema : quoteInputSchema, {
    text: quote?.text ?? '',
    category: quote?.category ?? '',
    ...(quote ? { quotedOn: quote.quotedOn } : {}),
  });
  const save = useSaveQuote();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    // A new quote with no category takes the stream's category now.
    const body =
      !quote && !values.category
        ? { text: values.text!, ...(values.quotedOn ? { quotedOn: values.quotedOn } : {}) }
        : values;
    try {
      const saved = await save.mutateAsync({ id: quote?.id, body: body as { text: string } });
      toast.success(t(quote ? 'quotes.updated' : 'quotes.created', { number: saved.number }));
      onClose();
    } catch (error) {
      if (applyServerError(form, error)) return;
      toast.error(error instanceof ApiRequestError ? serverMessage(error) : t('quotes.saveFailed'));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        quote ? t('quotes.editor.editTitle', { number: quote.number }) : t('quotes.editor.newTitle')
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={form.formState.isSubmitting}>
            {quote ? t('actions.save') : t('quotes.editor.create')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
        <Textarea
          label={t('quotes.fields.text')}
          rows={3}
          maxLength={QUOTE_TEXT_MAX}
          required
          error={message(errors.text?.message)}
          {...form.register('text')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={t('quotes.fields.category')}
            hint={quote ? t('quotes.fields.categoryHint') : t('quotes.fields.categoryNewHint')}
            maxLength={100}
            autoComplete="off"
            error={message(errors.category?.message)}
            {...form.register('category')}
          />
          <TextInput
            type="date"
            label={t('quotes.fields.date')}
            error={message(errors.quotedOn?.message)}
            {...form.register('quotedOn', { setValueAs: (v: string) => v || undefined })}
          />
        </div>
      </form>
    </Dialog>
  );
}

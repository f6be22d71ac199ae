/**
 * The custom code widget's own words (its module's `texts`, and its form's labels), in English
 * and Turkish with the same keys. `{name}` tokens are filled by the form.
 */
export const CUSTOM_TEXTS = {
  en: {
    description:
      'Your own HTML, CSS and JavaScript on Kyo’s events, with StreamElements’ custom widget API: paste a widget made for StreamElements and it runs as it is.',
    fields: {
      code: 'Code',
      codeHint:
        'The code runs in a sandbox on the OBS display and in this preview: it cannot read your OBS URL, your session or Kyo’s storage. onWidgetLoad, onEventReceived and SE_API work as on StreamElements.',
      'part.html': 'HTML',
      'part.css': 'CSS',
      'part.js': 'JavaScript',
      'part.fields': 'Fields',
      readOnly: 'Only the channel’s owner can change the code. You can change the settings below.',
      settings: 'Settings',
      settingsHint: 'What the Fields declare: the code reads them as fieldData and {{name}}.',
      noFields: 'The Fields declare no settings.',
      fieldsNotJson: 'Fields is not valid JSON: {detail}',
      fieldsInvalid: 'Fields: {detail}',
      presets: 'Starter widgets',
      errors: 'Errors from the widget’s code',
    },
  },
  tr: {
    description:
      'Kendi HTML, CSS ve JavaScript kodun Kyo olaylarında, StreamElements’in özel widget API’siyle: StreamElements için yapılmış bir widget’ı yapıştır, olduğu gibi çalışır.',
    fields: {
      code: 'Kod',
      codeHint:
        'Kod, OBS ekranında ve bu önizlemede korumalı bir alanda çalışır: OBS adresini, oturumunu ya da Kyo’nun depolamasını okuyamaz. onWidgetLoad, onEventReceived ve SE_API StreamElements’teki gibi çalışır.',
      'part.html': 'HTML',
      'part.css': 'CSS',
      'part.js': 'JavaScript',
      'part.fields': 'Alanlar',
      readOnly: 'Kodu yalnızca kanal sahibi değiştirebilir. Aşağıdaki ayarları değiştirebilirsin.',
      settings: 'Ayarlar',
      settingsHint: 'Alanların tanımladıkları: kod bunları fieldData ve {{name}} olarak okur.',
      noFields: 'Alanlar hiçbir ayar tanımlamıyor.',
      fieldsNotJson: 'Alanlar geçerli JSON değil: {detail}',
      fieldsInvalid: 'Alanlar: {detail}',
      presets: 'Hazır widget’lar',
      errors: 'Widget kodundan gelen hatalar',
    },
  },
} as const;

export type CustomTextKey = keyof (typeof CUSTOM_TEXTS)['en']['fields'];

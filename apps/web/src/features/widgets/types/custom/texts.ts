/**
 * The custom code widget's own words (its module's `texts`, and its form's labels), in every
 * language Kyo speaks with the same keys. `{name}` tokens are filled by the form.
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
  es: {
    description:
      'Tu propio HTML, CSS y JavaScript con los eventos de Kyo, con la API de widgets personalizados de StreamElements: pega un widget hecho para StreamElements y funciona tal cual.',
    fields: {
      code: 'Código',
      codeHint:
        'El código corre aislado en la pantalla de OBS y en esta vista previa: no puede leer tu URL de OBS, tu sesión ni el almacenamiento de Kyo. onWidgetLoad, onEventReceived y SE_API funcionan como en StreamElements.',
      'part.html': 'HTML',
      'part.css': 'CSS',
      'part.js': 'JavaScript',
      'part.fields': 'Campos',
      readOnly:
        'Solo el dueño del canal puede cambiar el código. Puedes cambiar los ajustes de abajo.',
      settings: 'Ajustes',
      settingsHint: 'Lo que declaran los Campos: el código los lee como fieldData y {{name}}.',
      noFields: 'Los Campos no declaran ningún ajuste.',
      fieldsNotJson: 'Los Campos no son un JSON válido: {detail}',
      fieldsInvalid: 'Campos: {detail}',
      presets: 'Widgets listos para usar',
      errors: 'Errores del código del widget',
    },
  },
  pt: {
    description:
      'Seu próprio HTML, CSS e JavaScript com os eventos do Kyo, com a API de widgets personalizados do StreamElements: cole um widget feito para o StreamElements e ele funciona do jeito que está.',
    fields: {
      code: 'Código',
      codeHint:
        'O código roda isolado na tela do OBS e nesta prévia: ele não consegue ler sua URL do OBS, sua sessão nem o armazenamento do Kyo. onWidgetLoad, onEventReceived e SE_API funcionam como no StreamElements.',
      'part.html': 'HTML',
      'part.css': 'CSS',
      'part.js': 'JavaScript',
      'part.fields': 'Campos',
      readOnly: 'Só o dono do canal pode mudar o código. Você pode mudar as configurações abaixo.',
      settings: 'Configurações',
      settingsHint: 'O que os Campos declaram: o código lê tudo como fieldData e {{name}}.',
      noFields: 'Os Campos não declaram nenhuma configuração.',
      fieldsNotJson: 'Os Campos não são um JSON válido: {detail}',
      fieldsInvalid: 'Campos: {detail}',
      presets: 'Widgets prontos',
      errors: 'Erros do código do widget',
    },
  },
} as const;

/** The texts in the dashboard's language (i18next's code), English for one Kyo does not speak. */
export const customTexts = (language: string | undefined) =>
  Object.hasOwn(CUSTOM_TEXTS, language ?? '')
    ? CUSTOM_TEXTS[language as keyof typeof CUSTOM_TEXTS]
    : CUSTOM_TEXTS.en;

export type CustomTextKey = keyof (typeof CUSTOM_TEXTS)['en']['fields'];

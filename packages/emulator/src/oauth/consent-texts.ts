/**
 * The consent screens in the streamer's language, as the real providers show theirs: the
 * browser's Accept-Language picks one of the languages Kyo speaks (en, tr, es, pt: Latin
 * American Spanish, Brazilian Portuguese), English otherwise. Every English text a consent
 * screen shows (its frame, the routes' labels, the scopes' descriptions) is a key here; a text
 * missing from a language shows in English. consent-texts.test.ts checks each is complete.
 */
export const CONSENT_LANGUAGES = ['en', 'tr', 'es', 'pt'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];

type Translations = Readonly<Record<Exclude<ConsentLanguage, 'en'>, string>>;

/** `{app}` and `{provider}` are put in as they are. */
export const CONSENT_TEXTS: Readonly<Record<string, Translations>> = {
  'Authorize {app} · {provider}': {
    tr: '{app} uygulamasını yetkilendir · {provider}',
    es: 'Autorizar {app} · {provider}',
    pt: 'Autorizar {app} · {provider}',
  },
  emulated: { tr: 'emülatör', es: 'emulado', pt: 'emulado' },
  'wants to access your {provider} account': {
    tr: '{provider} hesabına erişmek istiyor',
    es: 'quiere acceder a tu cuenta de {provider}',
    pt: 'quer acessar sua conta {provider}',
  },
  'This will allow it to': {
    tr: 'Bu izinle şunları yapabilir',
    es: 'Esto le permitirá',
    pt: 'Com isso, ele poderá',
  },
  'No special permissions': {
    tr: 'Özel bir izin yok',
    es: 'Ningún permiso especial',
    pt: 'Nenhuma permissão especial',
  },
  Authorize: { tr: 'Yetkilendir', es: 'Autorizar', pt: 'Autorizar' },
  Agree: { tr: 'Kabul et', es: 'Aceptar', pt: 'Aceitar' },
  Deny: { tr: 'Reddet', es: 'Rechazar', pt: 'Recusar' },
  Cancel: { tr: 'İptal', es: 'Cancelar', pt: 'Cancelar' },
  'Sign in as': { tr: 'Giriş yapılacak hesap', es: 'Iniciar sesión como', pt: 'Entrar como' },
  'Signed in as': { tr: 'Giriş yapılan hesap', es: 'Sesión iniciada como', pt: 'Conectado como' },
  'Logged in as': { tr: 'Giriş yapılan hesap', es: 'Sesión iniciada como', pt: 'Conectado como' },
  'Post to channel': {
    tr: 'Gönderilecek kanal',
    es: 'Publicar en el canal',
    pt: 'Publicar no canal',
  },
  // Kick's scopes (kick/catalog.ts)
  'Read your user information (username, user id, email)': {
    tr: 'Kullanıcı bilgilerini okuma (kullanıcı adı, kullanıcı kimliği, e-posta)',
    es: 'Leer la información de tu usuario (nombre de usuario, ID de usuario, correo)',
    pt: 'Ler as informações do seu usuário (nome de usuário, ID de usuário, e-mail)',
  },
  'Read your channel information (description, category, …)': {
    tr: 'Kanal bilgilerini okuma (açıklama, kategori, …)',
    es: 'Leer la información de tu canal (descripción, categoría, …)',
    pt: 'Ler as informações do seu canal (descrição, categoria, …)',
  },
  'Update your livestream metadata (title, category, tags)': {
    tr: 'Yayın bilgilerini güncelleme (başlık, kategori, etiketler)',
    es: 'Actualizar los datos de tu stream (título, categoría, etiquetas)',
    pt: 'Atualizar os dados da sua live (título, categoria, tags)',
  },
  'Read your channel points rewards and redemptions': {
    tr: 'Kanal puanı ödüllerini ve kullanımlarını okuma',
    es: 'Leer las recompensas de puntos del canal y sus canjes',
    pt: 'Ler as recompensas de pontos do canal e os resgates',
  },
  'Manage your channel points rewards and redemptions': {
    tr: 'Kanal puanı ödüllerini ve kullanımlarını yönetme',
    es: 'Gestionar las recompensas de puntos del canal y sus canjes',
    pt: 'Gerenciar as recompensas de pontos do canal e os resgates',
  },
  'Send chat messages and let chat bots post in your chat': {
    tr: 'Sohbete mesaj gönderme ve sohbet botlarının yazmasına izin verme',
    es: 'Enviar mensajes al chat y dejar que los bots escriban en tu chat',
    pt: 'Enviar mensagens no chat e deixar bots de chat escreverem no seu chat',
  },
  'Read your stream URL and stream key': {
    tr: 'Yayın URL’ni ve yayın anahtarını okuma',
    es: 'Leer la URL y la clave de tu stream',
    pt: 'Ler a URL e a chave da sua transmissão',
  },
  'Subscribe to your channel events (chat, follows, subscriptions)': {
    tr: 'Kanal olaylarına abone olma (sohbet, takipler, abonelikler)',
    es: 'Recibir los eventos de tu canal (chat, nuevos seguidores, suscripciones)',
    pt: 'Receber os eventos do seu canal (chat, novos seguidores, inscrições)',
  },
  'Ban, time out and unban users in your channel': {
    tr: 'Kanalında kullanıcıları yasaklama, susturma ve yasağı kaldırma',
    es: 'Banear, dar timeout y desbanear usuarios en tu canal',
    pt: 'Banir, dar timeout e desbanir usuários no seu canal',
  },
  'Delete chat messages in your channel': {
    tr: 'Kanalındaki sohbet mesajlarını silme',
    es: 'Eliminar mensajes del chat en tu canal',
    pt: 'Excluir mensagens do chat no seu canal',
  },
  'Read your KICKs information (leaderboards)': {
    tr: 'KICKs bilgilerini okuma (sıralamalar)',
    es: 'Leer la información de tus KICKs (rankings)',
    pt: 'Ler as informações dos seus KICKs (rankings)',
  },
  // Spotify's scopes (spotify/accounts.routes.ts)
  'Read your currently playing content': {
    tr: 'Şu an çalan içeriği okuma',
    es: 'Ver lo que estás escuchando ahora',
    pt: 'Ver o que está tocando agora',
  },
  'Read your currently playing content and Spotify Connect devices': {
    tr: 'Şu an çalan içeriği ve Spotify Connect cihazlarını okuma',
    es: 'Ver lo que estás escuchando ahora y tus dispositivos de Spotify Connect',
    pt: 'Ver o que está tocando agora e seus dispositivos do Spotify Connect',
  },
  'Control playback on your Spotify clients': {
    tr: 'Spotify uygulamalarında çalmayı kontrol etme',
    es: 'Controlar la reproducción en tus apps de Spotify',
    pt: 'Controlar a reprodução nos seus apps do Spotify',
  },
  'Access your recently played items': {
    tr: 'Son çalınanlara erişme',
    es: 'Ver lo que escuchaste recientemente',
    pt: 'Ver o que você ouviu recentemente',
  },
  'Access your subscription details': {
    tr: 'Abonelik bilgilerine erişme',
    es: 'Ver los detalles de tu suscripción',
    pt: 'Ver os detalhes da sua assinatura',
  },
  'Get your real email address': {
    tr: 'Gerçek e-posta adresini alma',
    es: 'Obtener tu dirección de correo real',
    pt: 'Obter seu endereço de e-mail real',
  },
  // Discord's scopes (discord/oauth.routes.ts)
  'Access your username, avatar, and banner': {
    tr: 'Kullanıcı adına, avatarına ve bannerına erişme',
    es: 'Acceder a tu nombre de usuario, avatar y banner',
    pt: 'Acessar seu nome de usuário, avatar e banner',
  },
  'Access your email address': {
    tr: 'E-posta adresine erişme',
    es: 'Acceder a tu dirección de correo',
    pt: 'Acessar seu endereço de e-mail',
  },
  'Know what servers you’re in': {
    tr: 'Hangi sunucularda olduğunu bilme',
    es: 'Saber en qué servidores estás',
    pt: 'Saber em quais servidores você está',
  },
  'Access your third-party connections': {
    tr: 'Üçüncü taraf bağlantılarına erişme',
    es: 'Acceder a tus conexiones con otros servicios',
    pt: 'Acessar suas conexões com outros serviços',
  },
  'Post messages to a channel you pick (creates a webhook)': {
    tr: 'Seçtiğin bir kanala mesaj gönderme (bir webhook oluşturur)',
    es: 'Publicar mensajes en un canal que elijas (crea un webhook)',
    pt: 'Publicar mensagens em um canal que você escolher (cria um webhook)',
  },
};

/** The first language of an Accept-Language header that a consent screen speaks, else English. */
export function consentLanguage(header: unknown): ConsentLanguage {
  const value =
    typeof header === 'string' ? header : Array.isArray(header) ? String(header[0]) : '';
  const code = (value.split(',')[0] ?? '').trim().toLowerCase().split(/[-_;]/)[0];
  return CONSENT_LANGUAGES.find((language) => language === code) ?? 'en';
}

/** An English text of a consent screen in this language, `{name}`s filled in. */
export function consentText(
  language: ConsentLanguage,
  english: string,
  values: Readonly<Record<string, string>> = {},
): string {
  const text = language === 'en' ? english : (CONSENT_TEXTS[english]?.[language] ?? english);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

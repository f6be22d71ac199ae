import { POINTS_CHAT_MESSAGES } from './points';
import { POINTS_GAMES_CHAT_MESSAGES } from './points-games';
import { STORE_CHAT_MESSAGES } from './points-store';
import { SUBATHON_CHAT_MESSAGES } from './subathon';
import { MOMENT_CHAT_MESSAGES } from './moments';

/**
 * Turkish for what Kyo says in a Kick chat: song requests, the viewer games, moderation, the
 * chat alerts' defaults and the live commands. Keys are the
 * English texts the server writes with `formatMessage` (`{name}` for a value, put in as it is:
 * titles and names are data, never markup).
 */
export const CHAT_MESSAGES = {
  // Song requests (apps/server/src/features/song-requests/chat-texts.ts)
  '@{name} queued "{title}" at #{position}.': '@{name} "{title}" sıraya eklendi: #{position}.',
  '@{name} queued "{title}" at #{position} (in about {minutes} min).':
    '@{name} "{title}" sıraya eklendi: #{position} (yaklaşık {minutes} dk sonra).',
  '@{name} "{title}" waits for a moderator\'s approval.':
    '@{name} "{title}" bir moderatörün onayını bekliyor.',
  '@{name} song requests are off right now.': '@{name} şarkı istekleri şu an kapalı.',
  '@{name} song requests are for followers.': '@{name} şarkı istekleri takipçilere açık.',
  '@{name} song requests are for subscribers.': '@{name} şarkı istekleri abonelere açık.',
  '@{name} song requests are for VIPs and chosen badges.':
    "@{name} şarkı istekleri VIP'lere ve seçili rozetlere açık.",
  '@{name} you already have a song in the queue.': '@{name} sırada zaten bir şarkın var.',
  '@{name} you already have {max} songs in the queue.': '@{name} sırada zaten {max} şarkın var.',
  '@{name} you can request again in {seconds} s.':
    '@{name} {seconds} sn sonra yeniden isteyebilirsin.',
  '@{name} the next request can be made in {seconds} s.':
    '@{name} sonraki istek {seconds} sn sonra yapılabilir.',
  '@{name} that song is longer than {minutes} min.': '@{name} bu şarkı {minutes} dakikadan uzun.',
  '@{name} explicit songs are not allowed here.': '@{name} müstehcen şarkılar burada istenemez.',
  '@{name} that song is not allowed here.': '@{name} bu şarkı burada istenemez.',
  '@{name} songs by {artist} are not allowed here.': '@{name} {artist} şarkıları burada istenemez.',
  '@{name} the queue is full ({max} songs).': '@{name} sıra dolu ({max} şarkı).',
  '@{name} that song is already in the queue at #{position}.':
    '@{name} bu şarkı zaten sırada: #{position}.',
  '@{name} usage: !sr song name, or a Spotify song link.':
    '@{name} kullanım: !sr şarkı adı ya da Spotify şarkı bağlantısı.',
  '@{name} only songs can be requested, not podcasts.':
    '@{name} yalnızca şarkı istenebilir, podcast değil.',
  "@{name} send one song's link, not an album, playlist or artist.":
    '@{name} tek bir şarkının bağlantısını gönder: albüm, çalma listesi ya da sanatçı değil.',
  "@{name} short spotify.link links cannot be read: use the song's full link.":
    '@{name} kısa spotify.link bağlantıları okunamıyor: şarkının tam bağlantısını kullan.',
  '@{name} only Spotify links (or a song name) work.':
    '@{name} yalnızca Spotify bağlantıları (ya da şarkı adı) çalışır.',
  '@{name} that is too long for a song name.': '@{name} bu bir şarkı adı için çok uzun.',
  '@{name} no song found for "{text}".': '@{name} "{text}" için şarkı bulunamadı.',
  '@{name} song requests need Spotify connected to Kyo.':
    "@{name} şarkı istekleri için Spotify'ın Kyo'ya bağlı olması gerekir.",
  '@{name} Spotify is not answering right now, try again in a moment.':
    '@{name} Spotify şu an yanıt vermiyor, birazdan yeniden dene.',
  '@{name} removed "{title}".': '@{name} "{title}" kaldırıldı.',
  '@{name} "{title}" is already with Spotify: it is skipped as soon as it starts.':
    '@{name} "{title}" zaten Spotify\'a verildi: başlar başlamaz atlanacak.',
  '@{name} you have no song waiting.': '@{name} sırada bekleyen şarkın yok.',
  'The song queue is empty: request one with !sr.': 'Şarkı sırası boş: !sr ile bir şarkı iste.',
  'Next: {list}': 'Sıradakiler: {list}',
  'Next: {list} · and {more} more': 'Sıradakiler: {list} · ve {more} şarkı daha',
  '@{name} "{title}" plays next.': '@{name} "{title}" sıradaki şarkı.',
  '@{name} "{title}" plays next (in about {minutes} min).':
    '@{name} "{title}" sıradaki şarkı (yaklaşık {minutes} dk sonra).',
  '@{name} "{title}" is #{position}.': '@{name} "{title}" sırada #{position}.',
  '@{name} "{title}" is #{position} (in about {minutes} min).':
    '@{name} "{title}" sırada #{position} (yaklaşık {minutes} dk sonra).',
  '@{name} "{title}" is playing now.': '@{name} "{title}" şu an çalıyor.',
  'Skipped "{title}".': '"{title}" atlandı.',
  'Skipped the song.': 'Şarkı atlandı.',
  'Nothing is playing to skip.': 'Atlanacak çalan bir şarkı yok.',
  'Could not skip: {problem}': 'Atlanamadı: {problem}',
  'Cleared {count} song request.': '{count} şarkı isteği temizlendi.',
  'Cleared {count} song requests.': '{count} şarkı isteği temizlendi.',
  'The next one is already with Spotify.': 'Sıradaki şarkı zaten Spotify’da.',
  'Vote skipping is off.': 'Oyla atlama kapalı.',
  'Vote to skip: {votes}/{needed}.': 'Atlama oyu: {votes}/{needed}.',
  'Vote passed: skipping "{title}".': 'Oylama geçti: "{title}" atlanıyor.',
  'Song requests wait: Spotify has no active device.':
    'Şarkı istekleri bekliyor: Spotify’da etkin bir cihaz yok.',
  "Song requests need Spotify Premium on the streamer's account.":
    'Şarkı istekleri için yayıncının hesabında Spotify Premium gerekir.',
  'Spotify asks Kyo to wait: the next request plays a little later.':
    'Spotify Kyo’dan beklemesini istiyor: sıradaki istek biraz gecikecek.',
  'Song requests are paused until the streamer reconnects Spotify.':
    'Yayıncı Spotify’ı yeniden bağlayana kadar şarkı istekleri duraklatıldı.',
  'Song requests need Spotify connected to Kyo.':
    'Şarkı istekleri için Spotify’ın Kyo’ya bağlı olması gerekir.',
  'Spotify did not start the requested song: Kyo will hand it over again.':
    'Spotify istenen şarkıyı başlatmadı: Kyo onu yeniden verecek.',
  'Spotify is not answering: song requests go on when it does.':
    'Spotify yanıt vermiyor: yanıt verdiğinde şarkı istekleri devam edecek.',
  '(requested by @{name})': '(isteyen: @{name})',

  // Viewer games (apps/server/src/features/games/chat-texts.ts)
  'Usage: !{name}, !{name} +, !{name} -, !{name} set 5':
    'Kullanım: !{name}, !{name} +, !{name} -, !{name} set 5',
  'No quotes yet. Moderators add one with !quote add <text>.':
    'Henüz alıntı yok. Moderatörler !quote add <metin> ile ekleyebilir.',
  'There is no quote #{number}.': '#{number} numaralı bir alıntı yok.',
  'No quote matches "{words}".': '"{words}" ile eşleşen bir alıntı yok.',
  'Added quote #{number}.': 'Alıntı #{number} eklendi.',
  'Usage: !quote, !quote 12, !quote search <words>, !quote add <text>':
    'Kullanım: !quote, !quote 12, !quote search <kelimeler>, !quote add <metin>',
  '🎁 Giveaway: {title}! Type {ways} in chat to enter.':
    '🎁 Çekiliş: {title}! Katılmak için sohbete {ways} yaz.',
  '!{command} or {keyword}': '!{command} ya da {keyword}',
  'Entries for {title} are closed: {entries} entry.':
    '{title} için katılım kapandı: {entries} katılım.',
  'Entries for {title} are closed: {entries} entries.':
    '{title} için katılım kapandı: {entries} katılım.',
  '🎉 @{name} won {title}! Say something in chat within {seconds} seconds to claim it.':
    '🎉 @{name}, {title} kazandın! Almak için {seconds} saniye içinde sohbete bir şey yaz.',
  '🎉 @{name} won {title}!': '🎉 @{name}, {title} kazandı!',
  '✅ @{name} claimed {title}. Congratulations!': '✅ @{name}, {title} ödülünü aldı. Tebrikler!',
  '⌛ @{name} did not answer in time. Drawing again…':
    '⌛ @{name} zamanında cevap vermedi. Yeniden çekiliyor…',
  'Nobody is left to draw for {title}.': '{title} için çekilecek kimse kalmadı.',
  '📊 Poll: {question} — {options} — Vote by typing the number or !vote 1 ({seconds} s).':
    '📊 Anket: {question} — {options} — Numarayı ya da !vote 1 yazarak oy ver ({seconds} sn).',
  '📊 {question} — {results}. Winner: {winner}': '📊 {question} — {results}. Kazanan: {winner}',
  '📊 {question} — {results}. Tie: {winners}': '📊 {question} — {results}. Berabere: {winners}',
  '📊 {question}: nobody voted.': '📊 {question}: kimse oy vermedi.',

  // Moderation (contracts moderation/rules.ts: DEFAULT_WARNING, RULE_NAMES, RAID_NOTICE, PERMIT_REPLY)
  '@{user}, please don’t: {rule}. Next time it is a timeout.':
    '@{user}, lütfen yapma: {rule}. Bir dahaki sefere susturulacaksın.',
  'banned words': 'yasaklı kelimeler',
  links: 'bağlantı paylaşmak',
  'copy-paste spam': 'kopyala-yapıştır spamı',
  'flooding the chat': 'sohbeti doldurmak',
  'very long messages': 'çok uzun mesajlar',
  'emote spam': 'emote spamı',
  'too many capitals': 'fazla büyük harf',
  'too many symbols': 'fazla sembol',
  'repeating yourself': 'tekrar etmek',
  'Removed a copy-paste raid. Chat in your own words, please.':
    'Kopyala-yapıştır baskını silindi. Lütfen kendi sözlerinle yaz.',
  '@{user} may post one link in the next {minutes} min.':
    '@{user} önümüzdeki {minutes} dk içinde bir bağlantı paylaşabilir.',

  // The chat alerts until the streamer changes them (contracts bot-alerts.ts)
  'Thanks for the follow, {name}! Welcome aboard 💚':
    'Takip için teşekkürler {name}! Aramıza hoş geldin 💚',
  '{name} just subscribed! Thank you for the support!':
    '{name} abone oldu! Desteğin için teşekkürler!',
  '{name} resubscribed for {months} months! Thank you!':
    '{name} {months} aydır abone! Teşekkürler!',
  '{gifter} gifted {count} subs to the community! You are amazing!':
    '{gifter} topluluğa {count} abonelik hediye etti! Harikasın!',
  '{name} sent {amount} Kicks! Thank you!': '{name} {amount} Kicks gönderdi! Teşekkürler!',
  'We are live: {title} ({category}). Grab a drink and say hi!':
    'Yayındayız: {title} ({category}). Bir içecek al ve selam ver!',
  'Stream is over after {uptime}. Thanks for hanging out!':
    'Yayın {uptime} sürdü ve bitti. Takıldığın için teşekkürler!',
  'Welcome to the chat, {name}! Glad you are here 💚':
    'Sohbete hoş geldin {name}! İyi ki geldin 💚',
  'Hey {name}, good to see you again!': 'Selam {name}, seni yine görmek güzel!',

  // !title and !game (apps/server/src/features/live/live-commands.ts)
  'Title: {title}': 'Başlık: {title}',
  'Category: {category}': 'Kategori: {category}',
  'Title changed: {title}': 'Başlık değişti: {title}',
  'Category changed: {category}': 'Kategori değişti: {category}',
  'Only the broadcaster and moderators can change it.':
    'Bunu yalnızca yayıncı ve moderatörler değiştirebilir.',
  'A title is at most {max} characters.': 'Başlık en fazla {max} karakter olabilir.',
  'No Kick category matches "{query}".': '"{query}" ile eşleşen bir Kick kategorisi yok.',
  'Several categories match "{query}": {names}. Name one exactly.':
    'Birkaç kategori "{query}" ile eşleşiyor: {names}. Birini tam adıyla yaz.',
  'Kick did not take it: {reason}': 'Kick kabul etmedi: {reason}',
  // Viewer points (apps/server/src/features/points/commands.ts)
  ...POINTS_CHAT_MESSAGES,
  // Points games and predictions (apps/server/src/features/points/games.commands.ts)
  ...POINTS_GAMES_CHAT_MESSAGES,
  // The points store (apps/server/src/features/points/store.commands.ts)
  ...STORE_CHAT_MESSAGES,
  ...SUBATHON_CHAT_MESSAGES,
  ...MOMENT_CHAT_MESSAGES,
  // Built-in commands (apps/server/src/features/bot/commands/builtins, audience/followage.ts)
  '@{user} Usage: !addcom !name response': '@{user} Kullanım: !addcom !ad yanıt',
  '@{user} Added !{command}.': '@{user} !{command} eklendi.',
  '@{user} Could not add !{command}: {problem}': '@{user} !{command} eklenemedi: {problem}',
  '@{user} Usage: !editcom !name response': '@{user} Kullanım: !editcom !ad yanıt',
  '@{user} Updated !{command}.': '@{user} !{command} güncellendi.',
  '@{user} There is no command !{command}.': '@{user} !{command} diye bir komut yok.',
  '@{user} Could not update !{command}: {problem}': '@{user} !{command} güncellenemedi: {problem}',
  '@{user} Usage: !delcom !name': '@{user} Kullanım: !delcom !ad',
  '@{user} Deleted !{command}.': '@{user} !{command} silindi.',
  'Commands: {list}': 'Komutlar: {list}',
  '{channel} is the streamer!': '{channel} yayıncının ta kendisi!',
  '{user} has followed {channel} for {duration} (since {date}, seen by Kyo).':
    '{user}, {duration} süredir {channel} kanalını takip ediyor ({date} tarihinden beri, Kyo’nun gördüğü).',
  'Kyo has not seen {user} follow {channel}: it records follows since {date}.':
    'Kyo, {user} kullanıcısının {channel} kanalını takip ettiğini görmedi: takipleri {date} tarihinden beri kaydediyor.',
  'Kyo has not recorded a follow of {channel} yet: it records them from the day Kick is connected.':
    'Kyo henüz {channel} için bir takip kaydetmedi: takipleri Kick’in bağlandığı günden itibaren kaydeder.',
  'Name the scene: !scene Scene name': 'Sahneyi yaz: !scene Sahne adı',
  'Switched OBS to “{scene}”.': 'OBS “{scene}” sahnesine geçti.',
  'Could not switch scenes: {problem}': 'Sahne değiştirilemedi: {problem}',
  'Now playing: {track} by {artists}': 'Şimdi çalıyor: {artists} – {track}',
  'Now playing: {track}': 'Şimdi çalıyor: {track}',
  'Nothing is playing on Spotify right now.': 'Şu an Spotify’da bir şey çalmıyor.',
  'Spotify is not connected to this channel.': 'Spotify bu kanala bağlı değil.',
  'Spotify is not answering right now.': 'Spotify şu an yanıt vermiyor.',
  'Nobody on the leaderboard yet ({when}).': 'Sıralamada henüz kimse yok ({when}).',
  'Top chatters': 'En aktif sohbetçiler',
  'this stream': 'bu yayın',
  today: 'bugün',
  'this week': 'bu hafta',
  'this month': 'bu ay',
  'all time': 'tüm zamanlar',
  message: 'mesaj',
  messages: 'mesaj',
  emote: 'emote',
  emotes: 'emote',
  'gifted sub': 'hediye abonelik',
  'gifted subs': 'hediye abonelik',
  'active minute': 'aktif dakika',
  'active minutes': 'aktif dakika',
  'Kick has not let Kyo read the Kicks leaderboard yet: the streamer can reconnect Kick in Kyo to allow it.':
    'Kick henüz Kyo’nun Kicks sıralamasını okumasına izin vermedi: yayıncı izin vermek için Kick’i Kyo’da yeniden bağlayabilir.',
  'Kick did not answer just now. Try again in a minute.':
    'Kick az önce yanıt vermedi. Bir dakika sonra yeniden dene.',
  'of all time': 'tüm zamanlarda',
  'No Kicks sent {when} yet.': '{when} henüz Kicks gönderilmedi.',
  'Top Kicks {when}: {list}': 'En çok Kicks ({when}): {list}',
  '{channel} is offline.': '{channel} çevrimdışı.',
  '{channel} is live.': '{channel} yayında.',
  '{channel} has been live for {duration}.': '{channel} {duration} süredir yayında.',
  year: 'yıl',
  years: 'yıl',
  month: 'ay',
  months: 'ay',
  day: 'gün',
  days: 'gün',
  'less than a minute': 'bir dakikadan az',
  // The {uptime} variable's words and the offline alert's length when Kyo missed the start
  offline: 'çevrimdışı',
  live: 'yayında',
  'a while': 'bir süre',
} satisfies Record<string, string>;

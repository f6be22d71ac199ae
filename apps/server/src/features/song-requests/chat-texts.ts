import type { Language, SongQueryRefusal, SpotifyPlayerProblem } from '@kyo/contracts';
import type { Refusal } from './rules';

/**
 * What the bot says about song requests, in the channel's language (the account's: English or
 * Turkish). Titles and names are data: they go into the text as they are, quoted.
 */
export interface SongTexts {
  queued(p: { name: string; title: string; position: number; minutes: number | null }): string;
  awaitingApproval(p: { name: string; title: string }): string;
  refused(name: string, refusal: Refusal): string;
  unreadable(name: string, reason: SongQueryRefusal): string;
  notFound(name: string, text: string): string;
  spotifyMissing(name: string): string;
  spotifyDown(name: string): string;
  off(name: string): string;
  removed(name: string, title: string): string;
  removedSkipLater(name: string, title: string): string;
  nothingOfYours(name: string): string;
  queueEmpty(): string;
  queue(entries: Array<{ title: string; requester: string }>, more: number): string;
  when(p: { name: string; title: string; position: number; minutes: number | null }): string;
  playingNow(name: string, title: string): string;
  skipped(title: string): string;
  /** Spotify skipped, but Kyo had not heard what played. */
  skippedSong(): string;
  nothingToSkip(): string;
  skipFailed(problem: SpotifyPlayerProblem): string;
  cleared(count: number, handedStays: boolean): string;
  voteSkipOff(): string;
  votes(p: { votes: number; needed: number }): string;
  votePassed(title: string): string;
  notice(problem: SpotifyPlayerProblem): string;
  /** `!song`'s addition when a request plays. */
  requestedBy(name: string): string;
}

const inMinutes = (m: number | null, en: boolean) =>
  m === null ? '' : en ? ` (in about ${m} min)` : ` (yaklaşık ${m} dk sonra)`;

const en: SongTexts = {
  queued: ({ name, title, position, minutes }) =>
    `@${name} queued "${title}" at #${position}${inMinutes(minutes, true)}.`,
  awaitingApproval: ({ name, title }) => `@${name} "${title}" waits for a moderator's approval.`,
  refused: (name, r) => {
    switch (r.reason) {
      case 'off':
        return `@${name} song requests are off right now.`;
      case 'audience':
        return r.audience === 'followers'
          ? `@${name} song requests are for followers.`
          : r.audience === 'subscribers'
            ? `@${name} song requests are for subscribers.`
            : `@${name} song requests are for VIPs and chosen badges.`;
      case 'active_limit':
        return r.max === 1
          ? `@${name} you already have a song in the queue.`
          : `@${name} you already have ${r.max} songs in the queue.`;
      case 'user_cooldown':
        return `@${name} you can request again in ${r.seconds} s.`;
      case 'global_cooldown':
        return `@${name} the next request can be made in ${r.seconds} s.`;
      case 'too_long':
        return `@${name} that song is longer than ${Math.round(r.maxSeconds / 60)} min.`;
      case 'explicit':
        return `@${name} explicit songs are not allowed here.`;
      case 'banned_track':
        return `@${name} that song is not allowed here.`;
      case 'banned_artist':
        return `@${name} songs by ${r.artist} are not allowed here.`;
      case 'queue_full':
        return `@${name} the queue is full (${r.max} songs).`;
      case 'duplicate':
        return `@${name} that song is already in the queue at #${r.position}.`;
    }
  },
  unreadable: (name, reason) => {
    switch (reason) {
      case 'empty':
        return `@${name} usage: !sr song name, or a Spotify song link.`;
      case 'podcast':
        return `@${name} only songs can be requested, not podcasts.`;
      case 'not_track':
        return `@${name} send one song's link, not an album, playlist or artist.`;
      case 'short_link':
        return `@${name} short spotify.link links cannot be read: use the song's full link.`;
      case 'other_link':
        return `@${name} only Spotify links (or a song name) work.`;
      case 'too_long':
        return `@${name} that is too long for a song name.`;
    }
  },
  notFound: (name, text) => `@${name} no song found for "${text}".`,
  spotifyMissing: (name) => `@${name} song requests need Spotify connected to Kyo.`,
  spotifyDown: (name) => `@${name} Spotify is not answering right now, try again in a moment.`,
  off: (name) => `@${name} song requests are off right now.`,
  removed: (name, title) => `@${name} removed "${title}".`,
  removedSkipLater: (name, title) =>
    `@${name} "${title}" is already with Spotify: it is skipped as soon as it starts.`,
  nothingOfYours: (name) => `@${name} you have no song waiting.`,
  queueEmpty: () => 'The song queue is empty: request one with !sr.',
  queue: (entries, more) =>
    `Next: ${entries.map((e, i) => `${i + 1}. ${e.title} (${e.requester})`).join(' · ')}${more > 0 ? ` · and ${more} more` : ''}`,
  when: ({ name, title, position, minutes }) =>
    position === 1
      ? `@${name} "${title}" plays next${inMinutes(minutes, true)}.`
      : `@${name} "${title}" is #${position}${inMinutes(minutes, true)}.`,
  playingNow: (name, title) => `@${name} "${title}" is playing now.`,
  skipped: (title) => `Skipped "${title}".`,
  skippedSong: () => 'Skipped the song.',
  nothingToSkip: () => 'Nothing is playing to skip.',
  skipFailed: (problem) => `Could not skip: ${en.notice(problem)}`,
  cleared: (count, handedStays) =>
    `Cleared ${count} song request${count === 1 ? '' : 's'}.${handedStays ? ' The next one is already with Spotify.' : ''}`,
  voteSkipOff: () => 'Vote skipping is off.',
  votes: ({ votes, needed }) => `Vote to skip: ${votes}/${needed}.`,
  votePassed: (title) => `Vote passed: skipping "${title}".`,
  notice: (problem) => {
    switch (problem) {
      case 'no_device':
        return 'Song requests wait: Spotify has no active device.';
      case 'not_premium':
        return "Song requests need Spotify Premium on the streamer's account.";
      case 'rate_limited':
        return 'Spotify asks Kyo to wait: the next request plays a little later.';
      case 'missing_scope':
      case 'needs_reconnect':
        return 'Song requests are paused until the streamer reconnects Spotify.';
      case 'not_connected':
        return 'Song requests need Spotify connected to Kyo.';
      case 'did_not_start':
        return 'Spotify did not start the requested song: Kyo will hand it over again.';
      default:
        return 'Spotify is not answering: song requests go on when it does.';
    }
  },
  requestedBy: (name) => ` (requested by @${name})`,
};

const tr: SongTexts = {
  queued: ({ name, title, position, minutes }) =>
    `@${name} "${title}" sıraya eklendi: #${position}${inMinutes(minutes, false)}.`,
  awaitingApproval: ({ name, title }) => `@${name} "${title}" bir moderatörün onayını bekliyor.`,
  refused: (name, r) => {
    switch (r.reason) {
      case 'off':
        return `@${name} şarkı istekleri şu an kapalı.`;
      case 'audience':
        return r.audience === 'followers'
          ? `@${name} şarkı istekleri takipçilere açık.`
          : r.audience === 'subscribers'
            ? `@${name} şarkı istekleri abonelere açık.`
            : `@${name} şarkı istekleri VIP'lere ve seçili rozetlere açık.`;
      case 'active_limit':
        return r.max === 1
          ? `@${name} sırada zaten bir şarkın var.`
          : `@${name} sırada zaten ${r.max} şarkın var.`;
      case 'user_cooldown':
        return `@${name} ${r.seconds} sn sonra yeniden isteyebilirsin.`;
      case 'global_cooldown':
        return `@${name} sonraki istek ${r.seconds} sn sonra yapılabilir.`;
      case 'too_long':
        return `@${name} bu şarkı ${Math.round(r.maxSeconds / 60)} dakikadan uzun.`;
      case 'explicit':
        return `@${name} müstehcen şarkılar burada istenemez.`;
      case 'banned_track':
        return `@${name} bu şarkı burada istenemez.`;
      case 'banned_artist':
        return `@${name} ${r.artist} şarkıları burada istenemez.`;
      case 'queue_full':
        return `@${name} sıra dolu (${r.max} şarkı).`;
      case 'duplicate':
        return `@${name} bu şarkı zaten sırada: #${r.position}.`;
    }
  },
  unreadable: (name, reason) => {
    switch (reason) {
      case 'empty':
        return `@${name} kullanım: !sr şarkı adı ya da Spotify şarkı bağlantısı.`;
      case 'podcast':
        return `@${name} yalnızca şarkı istenebilir, podcast değil.`;
      case 'not_track':
        return `@${name} tek bir şarkının bağlantısını gönder: albüm, çalma listesi ya da sanatçı değil.`;
      case 'short_link':
        return `@${name} kısa spotify.link bağlantıları okunamıyor: şarkının tam bağlantısını kullan.`;
      case 'other_link':
        return `@${name} yalnızca Spotify bağlantıları (ya da şarkı adı) çalışır.`;
      case 'too_long':
        return `@${name} bu bir şarkı adı için çok uzun.`;
    }
  },
  notFound: (name, text) => `@${name} "${text}" için şarkı bulunamadı.`,
  spotifyMissing: (name) => `@${name} şarkı istekleri için Spotify'ın Kyo'ya bağlı olması gerekir.`,
  spotifyDown: (name) => `@${name} Spotify şu an yanıt vermiyor, birazdan yeniden dene.`,
  off: (name) => `@${name} şarkı istekleri şu an kapalı.`,
  removed: (name, title) => `@${name} "${title}" kaldırıldı.`,
  removedSkipLater: (name, title) =>
    `@${name} "${title}" zaten Spotify'a verildi: başlar başlamaz atlanacak.`,
  nothingOfYours: (name) => `@${name} sırada bekleyen şarkın yok.`,
  queueEmpty: () => 'Şarkı sırası boş: !sr ile bir şarkı iste.',
  queue: (entries, more) =>
    `Sıradakiler: ${entries.map((e, i) => `${i + 1}. ${e.title} (${e.requester})`).join(' · ')}${more > 0 ? ` · ve ${more} şarkı daha` : ''}`,
  when: ({ name, title, position, minutes }) =>
    position === 1
      ? `@${name} "${title}" sıradaki şarkı${inMinutes(minutes, false)}.`
      : `@${name} "${title}" sırada #${position}${inMinutes(minutes, false)}.`,
  playingNow: (name, title) => `@${name} "${title}" şu an çalıyor.`,
  skipped: (title) => `"${title}" atlandı.`,
  skippedSong: () => 'Şarkı atlandı.',
  nothingToSkip: () => 'Atlanacak çalan bir şarkı yok.',
  skipFailed: (problem) => `Atlanamadı: ${tr.notice(problem)}`,
  cleared: (count, handedStays) =>
    `${count} şarkı isteği temizlendi.${handedStays ? ' Sıradaki şarkı zaten Spotify’da.' : ''}`,
  voteSkipOff: () => 'Oyla atlama kapalı.',
  votes: ({ votes, needed }) => `Atlama oyu: ${votes}/${needed}.`,
  votePassed: (title) => `Oylama geçti: "${title}" atlanıyor.`,
  notice: (problem) => {
    switch (problem) {
      case 'no_device':
        return 'Şarkı istekleri bekliyor: Spotify’da etkin bir cihaz yok.';
      case 'not_premium':
        return 'Şarkı istekleri için yayıncının hesabında Spotify Premium gerekir.';
      case 'rate_limited':
        return 'Spotify Kyo’dan beklemesini istiyor: sıradaki istek biraz gecikecek.';
      case 'missing_scope':
      case 'needs_reconnect':
        return 'Yayıncı Spotify’ı yeniden bağlayana kadar şarkı istekleri duraklatıldı.';
      case 'not_connected':
        return 'Şarkı istekleri için Spotify’ın Kyo’ya bağlı olması gerekir.';
      case 'did_not_start':
        return 'Spotify istenen şarkıyı başlatmadı: Kyo onu yeniden verecek.';
      default:
        return 'Spotify yanıt vermiyor: yanıt verdiğinde şarkı istekleri devam edecek.';
    }
  },
  requestedBy: (name) => ` (isteyen: @${name})`,
};

export function songTexts(language: Language): SongTexts {
  return language === 'tr' ? tr : en;
}

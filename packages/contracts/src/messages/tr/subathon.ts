/**
 * Turkish for the subathon timer (docs/subathon.md): its rules' and controls' validation, the
 * page's answers, and (SUBATHON_CHAT_MESSAGES, part of the chat area) what the bot says.
 */
export const SUBATHON_MESSAGES = {
  'Seconds must be a number': 'Saniye bir sayı olmalı',
  'Seconds must be a whole number': 'Saniye tam sayı olmalı',
  'Seconds cannot be negative': 'Saniye negatif olamaz',
  'At most 86400 seconds (24 hours) per event': 'Olay başına en fazla 86400 saniye (24 saat)',
  'Name the reward or item': 'Ödülü ya da ürünü adlandırın',
  'At most 100 characters': 'En fazla 100 karakter',
  'Start must be a date and time': 'Başlangıç bir tarih ve saat olmalı',
  'End must be a date and time': 'Bitiş bir tarih ve saat olmalı',
  'Multiplier must be a number': 'Çarpan bir sayı olmalı',
  'Multiplier must be at least 1': 'Çarpan en az 1 olmalı',
  'Multiplier must be at most 10': 'Çarpan en fazla 10 olmalı',
  'A happy hour must end after it starts': 'Mutlu saat başladıktan sonra bitmeli',
  'Start length must be a number': 'Başlangıç süresi bir sayı olmalı',
  'Start length must be whole minutes': 'Başlangıç süresi tam dakika olmalı',
  'Start with at least 1 minute': 'En az 1 dakikayla başlayın',
  'Start with at most 30 days': 'En fazla 30 günle başlayın',
  'At most 20 rewards': 'En fazla 20 ödül',
  'At most 20 store items': 'En fazla 20 mağaza ürünü',
  'Cap must be a number': 'Üst sınır bir sayı olmalı',
  'Cap cannot be negative': 'Üst sınır negatif olamaz',
  'Cap at most 720 hours': 'Üst sınır en fazla 720 saat',
  'At most 10 happy hours': 'En fazla 10 mutlu saat',
  'At least 1 second': 'En az 1 saniye',
  'At most 30 days': 'En fazla 30 gün',
  'Action must be one of {actions}': 'İşlem şunlardan biri olmalı: {actions}',
  'The subathon is already running.': 'Subathon zaten sürüyor.',
  'No subathon is running.': 'Süren bir subathon yok.',
  'The subathon is not paused.': 'Subathon duraklatılmış değil.',
  'Say how long: seconds is required.': 'Ne kadar olduğunu söyleyin: seconds gerekli.',
  'The subathon has only {time} left: it cannot lose {amount}.':
    'Subathon’un yalnızca {time} kaldı: {amount} düşülemez.',
} satisfies Record<string, string>;

/** What the bot says for `!subathon` and when a timer ends (formatMessage templates). */
export const SUBATHON_CHAT_MESSAGES = {
  '@{name} usage: !subathon start [time] | pause | resume | add 10m | sub 5m':
    '@{name} kullanım: !subathon start [süre] | pause | resume | add 10m | sub 5m',
  '@{name} "{text}" is not a time: try 10m, 1h30m or 1:30:00.':
    '@{name} "{text}" bir süre değil: 10m, 1h30m ya da 1:30:00 deneyin.',
  '@{name} the subathon is already running ({time} left).':
    '@{name} subathon zaten sürüyor ({time} kaldı).',
  '@{name} no subathon is running.': '@{name} süren bir subathon yok.',
  '@{name} the subathon is not paused.': '@{name} subathon duraklatılmış değil.',
  '@{name} the subathon has only {time} left: it cannot lose {amount}.':
    '@{name} subathon’un yalnızca {time} kaldı: {amount} düşülemez.',
  'Subathon started: {time} on the clock!': 'Subathon başladı: sayaçta {time} var!',
  'Subathon paused with {time} left.': 'Subathon duraklatıldı, {time} kaldı.',
  'Subathon resumed: {time} left.': 'Subathon devam ediyor: {time} kaldı.',
  'Subathon stopped.': 'Subathon durduruldu.',
  'Subathon: {added} by {name}, {time} left.': 'Subathon: {name} tarafından {added}, {time} kaldı.',
  'Subathon: {added} from {name}, {time} left.':
    'Subathon: {name} sayesinde {added}, {time} kaldı.',
  'The subathon is over after {time}! Thank you all!':
    'Subathon {time} sonunda bitti! Hepinize teşekkürler!',
} satisfies Record<string, string>;

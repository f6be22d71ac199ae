import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@kyo/contracts';

/**
 * The language a request's answer is written in: the web app sends the one the dashboard shows
 * (`Accept-Language`, set from the user's choice), browsers send theirs. The first one's language
 * when Kyo speaks it (`tr-TR` is Turkish, `es-MX` Spanish, `pt-BR` Portuguese), English
 * otherwise.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header: unknown = request.headers['accept-language'];
  const value =
    typeof header === 'string' ? header : Array.isArray(header) ? String(header[0]) : '';
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  const code = first.split(/[-_;]/)[0];
  return LANGUAGES.find((language) => language === code) ?? 'en';
}

/**
 * The contracts the app shell (API client, session, language switch) needs at run time, for it to
 * import lazily: they bring zod, which stays out of the entry; pages import their contracts
 * directly.
 */
export { apiErrorSchema, authResponseSchema, userEndpoints } from '@kyo/contracts';

/** The sign-in page's contracts on their own, for it to import lazily (with zod). */
export { loginBodySchema, userEndpoints } from '@kyo/contracts';

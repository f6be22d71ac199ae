/**
 * The run's ports, from E2E_PORT (3199): worker n's app listens on E2E_PORT + 10 n, the shared
 * SMTP sink on E2E_PORT + 1000 (SMTP) and + 1001 (its HTTP side). Another run on another
 * E2E_PORT collides with nothing of this one.
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3199);
export const SMTP_PORT = APP_PORT + 1000;
export const SMTP_HTTP_PORT = APP_PORT + 1001;

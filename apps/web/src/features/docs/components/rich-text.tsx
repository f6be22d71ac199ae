import { createRichText, linkClass, linkTo } from '../../../components/prose/rich-text';

export { codeClass, linkClass } from '../../../components/prose/rich-text';

/** One translation of the `docs` namespace with its inline markup and named links rendered. */
export const RichText = createRichText('docs', {
  start: linkTo('/documentation/get-started'),
  reference: linkTo('/documentation#variables'),
  faq: linkTo('/faq'),
  contact: linkTo('/contact'),
  signup: linkTo('/signup'),
  signin: linkTo('/signin'),
  connections: linkTo('/profile/settings/connections'),
  password: linkTo('/profile/settings/password'),
  commands: linkTo('/bot'),
  timed: linkTo('/bot/timed'),
  alerts: linkTo('/bot/chat-alert'),
  status: linkTo('/bot/status'),
  widgets: linkTo('/widget'),
  mywidgets: linkTo('/profile/widgets'),
  chatwidget: linkTo('/widget/chat'),
  alpha: linkTo('/widget/obs-alpha-video-test'),
  mailbox: linkTo('/dev/mail'),
  blankfaq: linkTo('/faq#blank-overlay'),
  silentfaq: linkTo('/faq#bot-silent'),
  apisettings: linkTo('/profile/settings/api'),
  // Served by the server (Redoc, its own page), not a dashboard route: a full page load.
  apiref: <a href="/documentation/api/reference" className={linkClass} />,
});

import type { Language } from '@kyo/contracts';
import type { CustomSettings } from '@kyo/contracts/widgets/types/custom';

/** A starter widget: a custom code widget made by the team, in the gallery to start from. */
export interface CustomPreset {
  id: string;
  texts: Readonly<Record<Language, { name: string; description: string }>>;
  settings: Pick<CustomSettings, 'html' | 'css' | 'js'> & {
    /** The Fields JSON in a language (i18next's code; English for one Kyo does not speak). */
    fields: (language: string | undefined) => string;
  };
}

/** A starter's settings for a new widget, its Fields in the dashboard's language. */
export function presetSettings(
  preset: Pick<CustomPreset, 'settings'>,
  language: string | undefined,
) {
  const { fields: fieldsIn, ...code } = preset.settings;
  return { ...code, fields: fieldsIn(language), fieldData: {} };
}

/** A label or a text value in every language Kyo speaks. */
type Words = Readonly<Record<Language, string>>;
type FieldSpec = Record<string, unknown> & { label: Words; value: unknown };

/**
 * Fields JSON in the dashboard's language: labels (and text values) are written in both, and a
 * new widget gets them in the language it is made in.
 */
const fields =
  (spec: Record<string, FieldSpec>) =>
  (language: string | undefined): string => {
    const pick = (words: unknown) =>
      typeof words === 'object' && words !== null
        ? ((words as Words)[language as Language] ?? (words as Words).en)
        : words;
    return JSON.stringify(
      Object.fromEntries(
        Object.entries(spec).map(([key, field]) => [
          key,
          { ...field, label: pick(field.label), value: pick(field.value) },
        ]),
      ),
      null,
      2,
    );
  };

/** What a new custom widget starts with: the last follower's name, from onEventReceived. */
export const STARTER_CODE: CustomPreset['settings'] = {
  html: '<div class="card">\n  <p class="label">{{title}}</p>\n  <p id="name" class="name">…</p>\n</div>\n',
  css: `.card { font-family: Inter, system-ui, sans-serif; color: {{color}}; padding: 24px; }
.label { margin: 0; font-size: 18px; opacity: .8; }
.name { margin: 4px 0 0; font-size: 48px; font-weight: 800; }
`,
  js: `window.addEventListener('onWidgetLoad', function (obj) {
  const latest = obj.detail.session.data['follower-latest'];
  if (latest) document.getElementById('name').textContent = latest.name;
});

window.addEventListener('onEventReceived', function (obj) {
  if (obj.detail.listener !== 'follower-latest') return;
  document.getElementById('name').textContent = obj.detail.event.name;
});
`,
  fields: fields({
    title: {
      type: 'text',
      label: { en: 'Title', tr: 'Başlık', es: 'Título', pt: 'Título' },
      value: {
        en: 'Latest follower',
        tr: 'Son takipçi',
        es: 'Último seguidor',
        pt: 'Último seguidor',
      },
    },
    color: {
      type: 'colorpicker',
      label: { en: 'Text colour', tr: 'Yazı rengi', es: 'Color del texto', pt: 'Cor do texto' },
      value: '#ffffff',
    },
  }),
};

export const CUSTOM_PRESETS: readonly CustomPreset[] = [
  {
    id: 'neon-chat',
    texts: {
      en: {
        name: 'Neon chat',
        description: 'Chat lines with glowing names; deleted messages and banned chatters vanish.',
      },
      tr: {
        name: 'Neon sohbet',
        description:
          'Parlayan isimlerle sohbet satırları; silinen mesajlar ve yasaklananlar kaybolur.',
      },
      es: {
        name: 'Chat neón',
        description:
          'Líneas de chat con nombres brillantes; los mensajes borrados y los usuarios baneados desaparecen.',
      },
      pt: {
        name: 'Chat neon',
        description:
          'Linhas de chat com nomes brilhantes; mensagens apagadas e usuários banidos somem.',
      },
    },
    settings: {
      html: '<div id="log" class="log"></div>\n',
      css: `.log { position: absolute; inset: 0; display: flex; flex-direction: column; justify-content: flex-end;
  gap: 8px; padding: 16px; font: 600 {{fontSize}}px/1.35 Inter, system-ui, sans-serif; color: #fff; }
.line { padding: 8px 12px; border-radius: 10px; background: #0b0d10cc; animation: in .25s ease-out; }
.nick { color: {{neon}}; text-shadow: 0 0 6px {{neon}}, 0 0 14px {{neon}}; margin-right: 8px; }
.line img { height: 1.4em; vertical-align: middle; }
@keyframes in { from { transform: translateY(12px); opacity: 0; } }
`,
      js: `let max = 8;
window.addEventListener('onWidgetLoad', function (obj) {
  max = obj.detail.fieldData.maxLines || 8;
});

function text(data) {
  let html = '';
  const parts = data.text.split(/(\\[emote:\\d+:[^\\]]+\\])/);
  for (const part of parts) {
    const emote = /^\\[emote:(\\d+):([^\\]]+)\\]$/.exec(part);
    const known = emote && data.emotes.find((e) => e.id === emote[1]);
    if (known) {
      const img = document.createElement('img');
      img.src = known.urls['1'];
      img.alt = known.name;
      html += img.outerHTML;
    } else {
      const span = document.createElement('span');
      span.textContent = part;
      html += span.innerHTML;
    }
  }
  return html;
}

window.addEventListener('onEventReceived', function (obj) {
  const { listener, event } = obj.detail;
  const log = document.getElementById('log');
  if (listener === 'message') {
    const line = document.createElement('div');
    line.className = 'line';
    line.dataset.msgId = event.data.msgId;
    line.dataset.userId = event.data.userId;
    const nick = document.createElement('span');
    nick.className = 'nick';
    nick.textContent = event.data.displayName;
    line.appendChild(nick);
    line.insertAdjacentHTML('beforeend', text(event.data));
    log.appendChild(line);
    while (log.children.length > max) log.firstChild.remove();
  } else if (listener === 'delete-message') {
    document.querySelectorAll('[data-msg-id="' + event.msgId + '"]').forEach((el) => el.remove());
  } else if (listener === 'delete-messages') {
    document.querySelectorAll('[data-user-id="' + event.userId + '"]').forEach((el) => el.remove());
  }
});
`,
      fields: fields({
        neon: {
          type: 'colorpicker',
          label: { en: 'Neon colour', tr: 'Neon rengi', es: 'Color neón', pt: 'Cor neon' },
          value: '#53fc18',
        },
        fontSize: {
          type: 'slider',
          label: {
            en: 'Text size',
            tr: 'Yazı boyutu',
            es: 'Tamaño del texto',
            pt: 'Tamanho do texto',
          },
          value: 20,
          min: 12,
          max: 40,
          step: 1,
        },
        maxLines: {
          type: 'number',
          label: {
            en: 'Lines shown',
            tr: 'Gösterilen satır',
            es: 'Líneas visibles',
            pt: 'Linhas exibidas',
          },
          value: 8,
          min: 1,
          max: 30,
        },
      }),
    },
  },
  {
    id: 'emote-wall',
    texts: {
      en: {
        name: 'Emote wall',
        description: 'Every emote sent in chat floats up the screen.',
      },
      tr: {
        name: 'Emoji duvarı',
        description: 'Sohbette gönderilen her emoji ekranda yukarı süzülür.',
      },
      es: {
        name: 'Muro de emotes',
        description: 'Cada emote enviado en el chat sube flotando por la pantalla.',
      },
      pt: {
        name: 'Mural de emotes',
        description: 'Cada emote enviado no chat sobe flutuando pela tela.',
      },
    },
    settings: {
      html: '<div id="wall" class="wall"></div>\n',
      css: `.wall { position: absolute; inset: 0; overflow: hidden; }
.emote { position: absolute; bottom: -80px; width: {{size}}px; animation: rise {{seconds}}s linear forwards; }
@keyframes rise { to { transform: translateY(-110vh) rotate(20deg); opacity: .2; } }
`,
      js: `let limit = 40;
window.addEventListener('onWidgetLoad', function (obj) {
  limit = obj.detail.fieldData.maxEmotes || 40;
});

window.addEventListener('onEventReceived', function (obj) {
  if (obj.detail.listener !== 'message') return;
  const wall = document.getElementById('wall');
  for (const emote of obj.detail.event.data.emotes) {
    if (wall.children.length >= limit) return;
    const img = document.createElement('img');
    img.className = 'emote';
    img.src = emote.urls['1'];
    img.alt = emote.name;
    img.style.left = Math.round(Math.random() * 90) + '%';
    img.addEventListener('animationend', () => img.remove());
    wall.appendChild(img);
  }
});
`,
      fields: fields({
        size: {
          type: 'slider',
          label: {
            en: 'Emote size',
            tr: 'Emoji boyutu',
            es: 'Tamaño de los emotes',
            pt: 'Tamanho dos emotes',
          },
          value: 64,
          min: 24,
          max: 160,
          step: 4,
        },
        seconds: {
          type: 'number',
          label: {
            en: 'Seconds to cross',
            tr: 'Geçiş süresi (sn)',
            es: 'Segundos para cruzar',
            pt: 'Segundos para atravessar',
          },
          value: 6,
          min: 2,
          max: 20,
        },
        maxEmotes: {
          type: 'number',
          label: {
            en: 'Most on screen',
            tr: 'Ekranda en fazla',
            es: 'Máximo en pantalla',
            pt: 'Máximo na tela',
          },
          value: 40,
          min: 1,
          max: 200,
        },
      }),
    },
  },
  {
    id: 'kicks-thermometer',
    texts: {
      en: {
        name: 'Kicks thermometer',
        description: 'Fills up with the Kicks sent this stream, towards your goal.',
      },
      tr: {
        name: 'Kicks termometresi',
        description: 'Bu yayında gönderilen Kicks ile hedefine doğru dolar.',
      },
      es: {
        name: 'Termómetro de Kicks',
        description: 'Se llena con los Kicks enviados en este stream, hacia tu meta.',
      },
      pt: {
        name: 'Termômetro de Kicks',
        description: 'Enche com os Kicks enviados nesta live, rumo à sua meta.',
      },
    },
    settings: {
      html: `<div class="thermo">
  <p class="title">{{title}}</p>
  <div class="tube"><div id="fill" class="fill"></div></div>
  <p class="count"><span id="amount">0</span> / {{goal}} Kicks</p>
</div>
`,
      css: `.thermo { font: 700 20px Inter, system-ui, sans-serif; color: #fff; padding: 24px; width: 320px; }
.title { margin: 0 0 10px; }
.tube { height: 28px; border-radius: 14px; background: #0b0d10cc; overflow: hidden; border: 2px solid {{color}}; }
.fill { height: 100%; width: 0; background: {{color}}; transition: width .6s ease-out; }
.count { margin: 8px 0 0; font-size: 16px; opacity: .9; }
`,
      js: `let goal = 1000;
let total = 0;

function draw() {
  document.getElementById('amount').textContent = total;
  document.getElementById('fill').style.width = Math.min(100, (total / goal) * 100) + '%';
}

window.addEventListener('onWidgetLoad', function (obj) {
  goal = Number(obj.detail.fieldData.goal) || 1000;
  // The stream's Kicks so far, and what was added by hand before (kept by the server).
  const session = obj.detail.session.data['tip-session'].amount;
  SE_API.store.get('kicks-extra').then(function (extra) {
    total = session + (Number(extra) || 0);
    draw();
  });
});

window.addEventListener('onEventReceived', function (obj) {
  if (obj.detail.listener !== 'tip-latest') return;
  total += obj.detail.event.amount;
  draw();
});
`,
      fields: fields({
        title: {
          type: 'text',
          label: { en: 'Title', tr: 'Başlık', es: 'Título', pt: 'Título' },
          value: { en: 'Kicks goal', tr: 'Kicks hedefi', es: 'Meta de Kicks', pt: 'Meta de Kicks' },
        },
        goal: {
          type: 'number',
          label: {
            en: 'Goal (Kicks)',
            tr: 'Hedef (Kicks)',
            es: 'Meta (Kicks)',
            pt: 'Meta (Kicks)',
          },
          value: 1000,
          min: 1,
          max: 10000000,
        },
        color: {
          type: 'colorpicker',
          label: { en: 'Colour', tr: 'Renk', es: 'Color', pt: 'Cor' },
          value: '#53fc18',
        },
      }),
    },
  },
];

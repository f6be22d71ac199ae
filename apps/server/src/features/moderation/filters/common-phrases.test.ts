import { describe, expect, it } from 'vitest';
import { type ChannelEventOf } from '@kyo/contracts';
import { isCommonPhrase, squeeze } from './common-phrases';
import { LineReading } from './line-reading';

/** The copy-paste rule's key of a line, as the screen reads it. */
const keyOf = (content: string) =>
  new LineReading({
    content,
    parts: [{ kind: 'text', text: content }],
  } as unknown as ChannelEventOf<'chat'>).copyKey;

describe('common chat phrases', () => {
  it('squeezes runs of one letter to one', () => {
    expect(squeeze('letsgoooooo')).toBe('letsgo');
    expect(squeeze('gggg')).toBe('g');
  });

  it.each([
    'first time here, love the stream',
    'First time here!! Love the stream <3',
    'LETS GOOOOOO lets go gg wp',
    'gg gg gg gg',
    'hello chat, first time here',
    'that was insane, clip it',
    'lets go, oh my god',
    'Herkese selam, iyi yayınlar',
    'HELAL OLSUN kral',
    'VAMOOOS que golazo jajajaja',
    'hola chat, primera vez aquí, me encanta el stream',
    'salve chat, primeira vez aqui kkkkkk',
    'BORAAAA que jogada, brabo demais',
  ])('reads “%s” as hype', (line) => {
    expect(isCommonPhrase(keyOf(line))).toBe(true);
  });

  it.each([
    'cheap viewers and followers at streamboost dot shop',
    'FOLLOW my channel for free stuff',
    'that final round was absolutely unbelievable',
    'first time here, follow me back',
    'gg wp go to my channel',
    'vamos sigan mi canal gratis',
    'bora segue meu canal pra ganhar seguidores',
  ])('does not read “%s” as hype', (line) => {
    expect(isCommonPhrase(keyOf(line))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language';

const of = (header?: string | string[]) =>
  requestLanguage({
    // Node types the header as one string; a proxy's repeated header arrives as an array.
    headers: header === undefined ? {} : { 'accept-language': header as string },
  });

describe('requestLanguage', () => {
  it('reads the first language of Accept-Language when Kyo speaks it, any region', () => {
    expect(of('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(of('es-419')).toBe('es');
    expect(of('pt-BR,pt;q=0.9')).toBe('pt');
    expect(of('pt_PT')).toBe('pt');
    expect(of('tr-TR')).toBe('tr');
    expect(of('EN-gb')).toBe('en');
  });

  it('answers in English for a language Kyo does not speak, or none', () => {
    expect(of('fr-FR,es;q=0.5')).toBe('en');
    expect(of('')).toBe('en');
    expect(of()).toBe('en');
  });
});

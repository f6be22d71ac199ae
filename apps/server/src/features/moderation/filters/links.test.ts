import { describe, expect, it } from 'vitest';
import { findLinks, matchesDomain, parseDomainPattern } from './links';

const hosts = (text: string) => findLinks(text.toLowerCase()).map((l) => l.host + l.path);

describe('finding links', () => {
  it('finds links with and without a scheme', () => {
    expect(hosts('watch kick.com/other now')).toEqual(['kick.com/other']);
    expect(hosts('bit.ly/y')).toEqual(['bit.ly/y']);
    expect(hosts('discord.gg/z')).toEqual(['discord.gg/z']);
    expect(hosts('https://example.org/a?b=1')).toEqual(['example.org/a?b=1']);
    expect(hosts('www.example.com')).toEqual(['example.com']);
    expect(hosts('(see twitch.tv)')).toEqual(['twitch.tv']);
    expect(hosts('lol...kick.com')).toEqual(['kick.com']);
  });

  it('does not read mentions, e-mail addresses or word-like domains as links', () => {
    expect(hosts('@john.me hi')).toEqual([]);
    expect(hosts('john.me is cool')).toEqual([]);
    expect(hosts('i said no.it was fine')).toEqual([]);
    expect(hosts('mail john.doe@gmail.com')).toEqual([]);
  });

  it('reads a word-like domain as a link with a path', () => {
    expect(hosts('john.me/path')).toEqual(['john.me/path']);
  });

  it('does not read versions, numbers or file names as links', () => {
    expect(hosts('v1.2.3 out, 1.5k viewers, node.js and file.txt')).toEqual([]);
  });

  it('finds Turkish and other non-ASCII host names', () => {
    expect(hosts('şeker.com.tr')).toEqual(['şeker.com.tr']);
  });

  it('answers a line without a dot at once, and a long line in bounded time', () => {
    expect(hosts('no links here at all')).toEqual([]);
    const started = performance.now();
    findLinks(`${'a'.repeat(5000)} ${'a.'.repeat(2000)}`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('allow and block lists', () => {
  const youtube = [parseDomainPattern('*.youtube.com')];
  const plain = [parseDomainPattern('youtube.com')];
  const channel = [parseDomainPattern('kick.com/kyo')];
  const link = (host: string, path = '') => ({ host, path });

  it('covers www and, with *., every subdomain', () => {
    expect(matchesDomain(link('youtube.com'), plain)).toBe(true);
    expect(matchesDomain(link('m.youtube.com'), plain)).toBe(false);
    expect(matchesDomain(link('m.youtube.com'), youtube)).toBe(true);
    expect(matchesDomain(link('youtube.com'), youtube)).toBe(true);
    expect(matchesDomain(link('notyoutube.com'), youtube)).toBe(false);
  });

  it('covers a path and what is under it, not a longer name', () => {
    expect(matchesDomain(link('kick.com', '/kyo'), channel)).toBe(true);
    expect(matchesDomain(link('kick.com', '/kyo/clips'), channel)).toBe(true);
    expect(matchesDomain(link('kick.com', '/kyo?x=1'), channel)).toBe(true);
    expect(matchesDomain(link('kick.com', '/kyoko'), channel)).toBe(false);
    expect(matchesDomain(link('kick.com'), channel)).toBe(false);
  });
});

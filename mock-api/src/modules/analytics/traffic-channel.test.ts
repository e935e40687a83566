import { describe, expect, it } from 'vitest';
import { trafficChannelOf, type EntrySource } from './traffic-channel';

const entry = (overrides: Partial<EntrySource>): EntrySource => ({
  utmSource: null,
  utmMedium: null,
  referrerHost: null,
  ...overrides,
});

describe('trafficChannelOf', () => {
  it('calls a visit without referrer or campaign Direct', () => {
    expect(trafficChannelOf(entry({}))).toBe('Direct');
    expect(trafficChannelOf(entry({ utmSource: '  ', referrerHost: '' }))).toBe('Direct');
  });

  it.each([
    ['www.google.com', 'Search'],
    ['google.co.uk', 'Search'],
    ['duckduckgo.com', 'Search'],
    ['search.brave.com', 'Search'],
    ['l.facebook.com', 'Social'],
    ['www.instagram.com', 'Social'],
    ['t.co', 'Social'],
    ['x.com', 'Social'],
    ['youtu.be', 'Social'],
    ['mail.google.com', 'Email'],
    ['outlook.live.com', 'Email'],
    ['mail.proton.me', 'Email'],
    ['pitchfork.com', 'Other'],
    ['t.example.com', 'Other'],
  ] as const)('buckets the referrer host %s as %s', (referrerHost, channel) => {
    expect(trafficChannelOf(entry({ referrerHost }))).toBe(channel);
  });

  it.each([
    [{ utmSource: 'newsletter' }, 'Email'],
    [{ utmSource: 'spring-drop', utmMedium: 'Email' }, 'Email'],
    [{ utmSource: 'Google', utmMedium: 'cpc' }, 'Search'],
    [{ utmSource: 'bing' }, 'Search'],
    [{ utmSource: 'instagram' }, 'Social'],
    [{ utmSource: 'ig' }, 'Social'],
    [{ utmSource: 'poster', utmMedium: 'social' }, 'Social'],
    [{ utmSource: 'flyer' }, 'Other'],
  ])('buckets the campaign %o as %s', (campaign, channel) => {
    expect(trafficChannelOf(entry(campaign))).toBe(channel);
  });

  it('lets the campaign win over the referrer', () => {
    expect(trafficChannelOf(entry({ utmSource: 'newsletter', referrerHost: 'www.google.com' }))).toBe('Email');
  });
});

import { describe, expect, it } from 'vitest';
import { cachedJson, JsonText, successJson } from './json-text.ts';

const envelope = (data: unknown) => JSON.stringify({ code: 1, data, info: 'ok' });

describe('successJson', () => {
  it('writes the same bytes as JSON.stringify, whether parts are written already or not', () => {
    const room = { id: 1, title: 'Digits · Starter "A"', rates: [1.95, 1.9] };
    const his = [{ seqno: 7, sum: 12 }];
    const plain = { room, game: { id: 3, note: undefined }, his, skipped: undefined, when: new Date(0) };
    expect(successJson(plain)).toBe(envelope(plain));
    expect(successJson({ ...plain, room: new JsonText(room), his: new JsonText(his) })).toBe(envelope(plain));
    expect(successJson(new JsonText(plain))).toBe(envelope(plain));
    expect(JSON.parse(successJson({ room: new JsonText(room) }))).toEqual({ code: 1, data: { room }, info: 'ok' });
  });

  it('writes arrays, empty objects and written values nested deeper through their value', () => {
    expect(successJson([1, new JsonText({ a: 1 })])).toBe(envelope([1, { a: 1 }]));
    expect(successJson({})).toBe(envelope({}));
    expect(successJson({ list: [new JsonText({ a: '<b>' })] })).toBe(envelope({ list: [{ a: '<b>' }] }));
  });
});

describe('cachedJson', () => {
  it('writes an object once and again only when it is a new object', () => {
    const config = { app_name: 'Roundhouse' };
    const first = cachedJson(config);
    expect(cachedJson(config)).toBe(first);
    expect(first.text).toBe('{"app_name":"Roundhouse"}');
    const changed = { app_name: 'Other' };
    expect(cachedJson(changed)).not.toBe(first);
    expect(cachedJson(changed).text).toBe('{"app_name":"Other"}');
  });
});

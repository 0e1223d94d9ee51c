import { describe, expect, it } from 'vitest';
import { cachedJson, JsonText, jsonHeads, successJson } from './json-text.ts';

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

describe('jsonHeads', () => {
  /** A view that counts how often it is written. */
  const counted = <T extends object>(value: T) => {
    const view = { ...value, written: 0 };
    return Object.assign(view, {
      toJSON() {
        view.written += 1;
        return value;
      },
    });
  };

  it('writes the same bytes as JSON.stringify, the value going with them', () => {
    const room = { id: 1, title: 'Digits · Starter "A"' };
    const his = [{ seqno: 7, sum: 12 }];
    const rest = { diff: { minute: 0, second: 9 }, server_time: '2026-12-07T20:00:00.000Z', skipped: undefined };
    const info = { room, his, ...rest, gone: () => 1 };
    const written = jsonHeads(['room', 'his'])(info);
    expect(successJson(written)).toBe(envelope(info));
    expect(written.value).toBe(info);
    expect(jsonHeads(['room', 'his'])({ room, his }).text).toBe(JSON.stringify({ room, his }));
    expect(jsonHeads([])(rest).text).toBe(JSON.stringify(rest));
    expect(jsonHeads([])({}).text).toBe('{}');
  });

  it('writes the shared fields once per combination of their objects, the rest each time', () => {
    const write = jsonHeads(['room', 'game']);
    const room = counted({ id: 1 });
    const game = counted({ id: 3 });
    const next = counted({ id: 4 });
    expect(write({ room, game, second: 1 }).text).toBe('{"room":{"id":1},"game":{"id":3},"second":1}');
    expect(write({ room, game, second: 2 }).text).toBe('{"room":{"id":1},"game":{"id":3},"second":2}');
    expect([room.written, game.written]).toEqual([1, 1]);
    expect(write({ room, game: next, second: 3 }).text).toBe('{"room":{"id":1},"game":{"id":4},"second":3}');
    expect([room.written, game.written, next.written]).toEqual([2, 1, 1]);
    expect(jsonHeads(['room', 'game'])({ room, game }).text).toBe('{"room":{"id":1},"game":{"id":3}}');
    expect(game.written).toBe(2);
  });
});

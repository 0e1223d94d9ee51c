/**
 * A value already written as JSON: an answer, or a part of one, that many requests share (issue 9:
 * reads). The envelope writer copies `text` instead of serialising the value again; anything else
 * that serialises it gets the value itself (`toJSON`), so the bytes on the wire are the same.
 */
export class JsonText<T = unknown> {
  readonly text: string;

  constructor(readonly value: T) {
    this.text = JSON.stringify(value);
  }

  toJSON(): T {
    return this.value;
  }
}

const written = new WeakMap<object, JsonText>();

/**
 * The JSON of a value that memoised services hand out unchanged until it changes (a new object): each
 * object is serialised once, and its text goes with it.
 */
export function cachedJson<T extends object>(value: T): JsonText<T> {
  let json = written.get(value) as JsonText<T> | undefined;
  if (!json) {
    json = new JsonText(value);
    written.set(value, json);
  }
  return json;
}

/** An answer's data whose top-level fields may be written already. */
export type WithJsonParts<T> = T extends object ? { [K in keyof T]: T[K] | JsonText<T[K]> } : T;

/** `{ code: 1, data, info: 'ok' }` as JSON, copying what is written already. */
export function successJson(data: unknown): string {
  if (data instanceof JsonText) return `{"code":1,"data":${data.text},"info":"ok"}`;
  if (data !== null && typeof data === 'object' && !Array.isArray(data) && hasParts(data)) {
    let body = '';
    for (const [key, value] of Object.entries(data)) {
      if (value === undefined || typeof value === 'function') continue;
      body += `${body ? ',' : ''}${JSON.stringify(key)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`;
    }
    return `{"code":1,"data":{${body}},"info":"ok"}`;
  }
  return JSON.stringify({ code: 1, data, info: 'ok' });
}

function hasParts(data: object): boolean {
  for (const value of Object.values(data)) if (value instanceof JsonText) return true;
  return false;
}

/**
 * A value already written as JSON: an answer, or a part of one, that many requests share (issue 9:
 * reads). The envelope writer copies `text` instead of serialising the value again; anything else
 * that serialises it gets the value itself (`toJSON`), so the bytes on the wire are the same.
 */
export class JsonText<T = unknown> {
  readonly text: string;

  constructor(
    readonly value: T,
    /** Its JSON when the caller wrote it already (jsonHeads); else written here. */
    text?: string,
  ) {
    this.text = text ?? JSON.stringify(value);
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

interface Head {
  next: WeakMap<object, Head>;
  text?: string;
}

/**
 * A writer for one call's answers whose leading fields (`shared`) are shared views (memoised objects)
 * and whose other fields are made per request (a countdown, the time): the leading fields are written
 * as JSON once per combination of their objects, the rest each time. The text is JSON.stringify's
 * when the shared fields lead the object, as they must.
 */
export function jsonHeads<K extends string>(shared: readonly K[]) {
  const root: Head = { next: new WeakMap() };
  return <T extends Record<K, object>>(value: T): JsonText<T> => {
    let node = root;
    for (const key of shared) {
      let next = node.next.get(value[key]);
      if (next === undefined) {
        next = { next: new WeakMap() };
        node.next.set(value[key], next);
      }
      node = next;
    }
    node.text ??= shared.map((key) => `${JSON.stringify(key)}:${JSON.stringify(value[key])}`).join(',');
    let text = node.text;
    for (const key in value) {
      if ((shared as readonly string[]).includes(key)) continue;
      const written = JSON.stringify(value[key]);
      if (written !== undefined) text += `${text ? ',' : ''}${JSON.stringify(key)}:${written}`;
    }
    return new JsonText(value, `{${text}}`);
  };
}

/** `{ code: 1, data, info: 'ok' }` as JSON, copying the data's text when it is written already. */
export function successJson(data: unknown): string {
  if (data instanceof JsonText) return `{"code":1,"data":${data.text},"info":"ok"}`;
  return JSON.stringify({ code: 1, data, info: 'ok' });
}

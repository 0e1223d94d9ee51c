import { type ChangeEvent, useState } from 'react';

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
type TextElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A console form's draft, and `text(key)`: the props that bind a native input, text area or
 * select to one of its text fields (its name, its value, and a change that keeps the other fields).
 */
export function useDraft<T extends object>(initial: T) {
  const [d, setD] = useState(initial);
  const text = <K extends TextKey<T>>(key: K) => ({
    name: key,
    value: d[key] as string,
    onChange: (e: ChangeEvent<TextElement>) => {
      const value = e.target.value;
      setD((draft) => ({ ...draft, [key]: value }));
    },
  });
  return { d, setD, text };
}

import type { ReactNode } from 'react';

/** A number range: "14–27", "97.5–98.0%". */
const RANGE = /(\d+(?:\.\d+)?–\d+(?:\.\d+)?%?)/;

/**
 * `text` with each number range kept on one line: a line may break after an en dash, and on a
 * phone the Chinese rules read "14–" / "27" and the RTP "97.5–" / "98.0%".
 */
export function unbrokenRanges(text: string): ReactNode[] {
  return text.split(RANGE).map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, always in this order
      <span key={i} className="unbroken">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

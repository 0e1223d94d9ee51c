/**
 * Unicode's direction controls: the embeddings and overrides (U+202A–U+202E), the isolates
 * (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). They are invisible, and they show the
 * characters around them in another order than the one stored: a bank named "HSBC" + U+202E reads
 * "HSBC 9876••••" in the console where the account ends in 6789 (the "Trojan Source" trick). No
 * English or Chinese text needs them, so the server refuses them in every text field (fields.ts).
 */
export const DIRECTION_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const EVERY_DIRECTION_CONTROL = new RegExp(DIRECTION_CONTROL.source, 'g');

/**
 * The text without its direction controls. The app sends what members type through this: text pasted
 * from elsewhere (a name copied from a messaging app) often carries them, unseen and never meant.
 */
export function withoutDirectionControls(text: string): string {
  return DIRECTION_CONTROL.test(text) ? text.replace(EVERY_DIRECTION_CONTROL, '') : text;
}

import { GAME_TYPES, type GameType } from '@roundhouse/game';
import { DIRECTION_CONTROL } from './text-direction.ts';
import * as z from './zod.ts';

/**
 * Field schemas shared by every call. Input that passes these must be safe to hand to PostgreSQL:
 * ids fit their column, numbers are finite integers where the column is an integer, and text holds
 * no NUL (which PostgreSQL cannot store) nor any other control character, and no direction control
 * (text-direction.ts: it would show a name or a number in another order). Anything else is refused
 * with 1001 naming the field, never coerced (`[1]`, `true`, `"0x5"`, `" 5 "` are not ids).
 */

/** The largest value of a PostgreSQL `integer` column. */
export const INT4_MAX = 2_147_483_647;

/** A whole number sent as a JSON number or as a string of digits, within [min, max]. */
export function wholeNumber(min: number, max: number) {
  return z
    .union([z.number(), z.string().regex(/^\d{1,16}$/, 'digits only')])
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** The id of a row in an `integer` column (rooms). */
export const smallId = wholeNumber(1, INT4_MAX);
/** The id of a row in a `bigint` column (users, orders, rounds, cards, deposits, withdrawals). */
export const bigId = wholeNumber(1, Number.MAX_SAFE_INTEGER);
/** A round number (UTC date and slot, e.g. 2026112200123). */
export const seqno = wholeNumber(1, Number.MAX_SAFE_INTEGER);

/** A calendar day as yyyy-mm-dd (a member's day: calls that take one take tz_offset too). */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-mm-dd');
/** The browser's Date#getTimezoneOffset(), so that days are the user's days. */
export const tzOffset = z.number().int().min(-840).max(840);

/** Control characters: C0 (NUL included), DEL and C1. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: this is the check against them
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same, less tab, line feed and return
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** What a text field refuses, as one expression: every body's text is read once (the token's too). */
const refused = (control: RegExp) => new RegExp(`${control.source}|${DIRECTION_CONTROL.source}`);
const NOT_IN_A_LINE = refused(CONTROL);
const NOT_IN_LINES = refused(CONTROL_BUT_LINES);

/** Text of at most `max` characters with none of the characters `refusedHere` matches. */
function checkedText(max: number, refusedHere: RegExp) {
  return z
    .string()
    .max(max)
    .refine((s) => !refusedHere.test(s), 'control and text-direction characters are not allowed');
}

/** One line of text of at most `max` characters, without control or direction characters. */
export function text(max: number) {
  return checkedText(max, NOT_IN_A_LINE);
}

/** Text that may span lines (notes, instructions): tabs and line breaks allowed, no other control. */
export function multilineText(max: number) {
  return checkedText(max, NOT_IN_LINES);
}

/** A path on this site: `/banners/a.svg`, never `//host`, `/\\host` or another scheme. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
/** An https address with a host: nothing sent in the clear, nothing protocol-relative. */
const HTTPS = /^https:\/\/[^\s/\\?#@]+(?:[/?#][^\s\\]*)?$/;

/** An image of this site (a path): what the Content-Security-Policy's img-src 'self' shows. */
export function sitePath(max: number) {
  return text(max).refine((s) => SITE_PATH.test(s), 'a path on this site, starting with /');
}

/** Where a tap goes: a path on this site or an https address; empty for none. */
export function siteOrHttpsLink(max: number) {
  return text(max).refine(
    (s) => s === '' || SITE_PATH.test(s) || HTTPS.test(s),
    'a path on this site or an https address',
  );
}

/** An https address (another site: support, exchanges, app stores); empty for none. */
export function httpsUrl(max: number) {
  return text(max).refine((s) => s === '' || HTTPS.test(s), 'an https address');
}

/** A client-made id for a money-moving call or a password change: a retry with the same id does nothing twice. */
export const requestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_id: 8-64 letters, digits, - or _')
  .optional();

/** A game type of the registry (1 digits, 2 dice), as a number or its digits as a string. */
export const gameType = z
  .literal([...GAME_TYPES, ...GAME_TYPES.map((type) => `${type}` as const)])
  .transform((v) => Number(v) as GameType);

import { CONSOLE_USD } from '../console-limits.ts';
import { multilineText, siteOrHttpsLink, sitePath, text } from '../fields.ts';
import * as z from '../zod.ts';

/** A USD amount from the console: a JSON number, at least 0, at most two decimals. */
export const consoleUsd = z
  .number()
  .min(CONSOLE_USD.min)
  .max(CONSOLE_USD.max)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most two decimals');
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-mm-dd');
export const title = text(200).refine((s) => s.trim().length > 0, 'required');
export const optionalTitle = text(200).nullable();
export const shortTitle = text(60).refine((s) => s.trim().length > 0, 'required');
export const html = multilineText(100_000);
export const link = siteOrHttpsLink(500);
/** Images are this site's (img-src 'self'): a path; empty or null for none. */
export const image = sitePath(500).or(z.literal(''));
export const reason = multilineText(200).optional();

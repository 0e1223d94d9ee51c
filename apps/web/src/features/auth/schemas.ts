import { RULES } from '@roundhouse/contract/web';
import { z } from '@roundhouse/contract/zod';

/** Form rules of SPEC.md §5; messages are i18n keys, mostly the catalogue codes the server answers too. */
export const loginSchema = z.object({
  quhao: z.string(),
  username: z
    .string()
    .trim()
    .min(1, 'auth.usernameRequired')
    .regex(RULES.username, 'auth.usernameRule')
    .max(RULES.usernameMax, 'auth.usernameRule'),
  password: z.string().min(1, 'auth.passwordRequired'),
});
export type LoginForm = z.input<typeof loginSchema>;

/** The area-code picker shows only for a username of more than 3 digits (SPEC.md §5). */
export function showsAreaCode(username: string): boolean {
  return /^\d{4,}$/.test(username.trim());
}

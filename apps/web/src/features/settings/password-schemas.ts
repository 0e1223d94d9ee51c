import { z } from '@roundhouse/contract/zod';
import { passwordField, payPasswordField } from '../../ui/password-rules';

/** Current, new and repeat each required; new and repeat must match (SPEC.md §5). */
function changeSchema(next: z.ZodString) {
  return z
    .object({
      current: z.string().min(1, 'security.required'),
      next: z.string().min(1, 'security.required').pipe(next),
      repeat: z.string().min(1, 'security.required'),
    })
    .refine((f) => f.next === f.repeat, { path: ['repeat'], message: 'security.confirmError' });
}

export const loginPasswordSchema = changeSchema(passwordField);
export const payPasswordSchema = changeSchema(payPasswordField);

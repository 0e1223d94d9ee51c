import { RULES } from '@roundhouse/contract/web';
import { z } from '@roundhouse/contract/zod';

/**
 * The password rules of SPEC.md §5 as form fields (auth, settings and wallet forms all use them);
 * messages are the catalogue codes the server answers too.
 */
export const passwordField = z
  .string()
  .min(1, 'errMsg.1015')
  .regex(RULES.password, 'errMsg.1015')
  .min(RULES.passwordMin, 'errMsg.1011')
  .max(RULES.passwordMax, 'errMsg.1011');

export const payPasswordField = z
  .string()
  .regex(RULES.payPassword, 'errMsg.1058')
  .max(RULES.payPasswordMax, 'errMsg.1058');

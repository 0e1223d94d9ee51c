import { ApiError, warn } from '../../api/client';

/** The server's code for a body its schema refused (the answer names the field). */
const SCHEMA_REFUSED = 1001;

/**
 * Says a console call's refusal where it belongs. The console's inputs carry their body field as
 * `name`: a refusal naming a field is shown at that field's input, in the form just sent (the
 * browser's own message bubble, cleared as soon as the field is edited); anything else as a toast.
 * A schema refusal's catalogue text ("Incomplete parameters") would be wrong beside a filled field,
 * so there it is `schemaText`. Refusals callApi has already shown are left alone.
 */
export function sayRefusal(error: unknown, schemaText: string): void {
  if (!(error instanceof ApiError) || error.shown) return;
  const input = error.field ? fieldInput(error.field) : null;
  if (!input) {
    warn(error.info);
    return;
  }
  input.setCustomValidity(error.errCode === SCHEMA_REFUSED ? schemaText : error.info);
  input.addEventListener('input', () => input.setCustomValidity(''), { once: true });
  input.scrollIntoView({ block: 'nearest' });
  input.reportValidity();
}

type FieldInput = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The input named `field` in the form that was sent (it holds the focus: its button), else on the screen. */
function fieldInput(field: string): FieldInput | null {
  const selector = `[name="${CSS.escape(field)}"]`;
  const form = document.activeElement?.closest('form');
  return form?.querySelector<FieldInput>(selector) ?? document.querySelector<FieldInput>(`.admin-main ${selector}`);
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Say = (key: string, values?: Record<string, unknown>) => string;

/** The fields whose message this module set (a form's own rule or a server refusal is not ours). */
const ours = new WeakSet<Control>();

/**
 * What the browser's check of a field found (required, an address, a range, a step), in the staff
 * member's language; undefined where it found nothing this names (the browser's words stand).
 */
export function fieldCheckText(input: Control, say: Say): string | undefined {
  const v = input.validity;
  if (v.valueMissing) return say('field.required');
  if (v.badInput) return say(input.type === 'number' ? 'field.number' : 'field.bad');
  if (v.typeMismatch) return say(input.type === 'url' ? 'field.url' : 'field.bad');
  if (!(input instanceof HTMLInputElement)) return undefined;
  if (v.rangeUnderflow) return say('field.min', { min: Number(input.min) });
  if (v.rangeOverflow) return say('field.max', { max: Number(input.max) });
  if (v.stepMismatch) {
    const step = Number(input.step || 1);
    return step === 1 ? say('field.whole') : say('field.step', { step });
  }
  return undefined;
}

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const forget = (input: Control) => {
  if (!ours.delete(input)) return;
  input.setCustomValidity('');
};

/**
 * Has the browser say its checks of the console's fields in the console's language, not in the
 * browser's own (a Chinese console in an English browser said "Please fill out this field"): each
 * `invalid` field under `root` gets its text as its validity message, forgotten when the field is
 * edited or its form is sent again (then checked afresh). Answers the way to stop.
 */
export function sayFieldChecks(root: HTMLElement, say: Say): () => void {
  const onInvalid = (event: Event) => {
    const input = event.target;
    if (!isControl(input)) return;
    forget(input);
    // A message of the form's own rule or of the server's refusal (refused-field.ts) is kept.
    if (input.validity.customError) return;
    const text = fieldCheckText(input, say);
    if (!text) return;
    input.setCustomValidity(text);
    ours.add(input);
  };
  const onEdit = (event: Event) => {
    if (isControl(event.target)) forget(event.target);
  };
  // A form is checked after its button's click (an Enter in a field clicks it too): each field then
  // answers for its value now, not for the one it had.
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button, input[type="submit"]') : null;
    if (!(button instanceof HTMLButtonElement || button instanceof HTMLInputElement)) return;
    if (button.type !== 'submit' || !button.form) return;
    for (const element of button.form.elements) if (isControl(element)) forget(element);
  };
  const listening = new AbortController();
  const options = { capture: true, signal: listening.signal };
  root.addEventListener('invalid', onInvalid, options);
  root.addEventListener('input', onEdit, options);
  root.addEventListener('change', onEdit, options);
  root.addEventListener('click', onClick, options);
  return () => listening.abort();
}

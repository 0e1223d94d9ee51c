import { checkServer } from './check-server.ts';
import { formatSummary } from './summary.ts';
import { pageLanguage, TEXTS } from './texts.ts';

/**
 * verify.html's script: reads the form, runs the same check as the CLI in the page, prints the
 * summary. Its only network code is the fetch of the public calls on the address typed in.
 */
const form = document.querySelector('form') as HTMLFormElement;
const out = document.querySelector('output') as HTMLOutputElement;
const verdict = document.getElementById('verdict') as HTMLElement;

// The page in the reader's language (the browser's, or ?lang=); the check's own lines stay as the
// command-line verifier prints them, in English, with the hashes they quote.
const lang = pageLanguage(new URLSearchParams(location.search).get('lang') ?? navigator.language);
const texts = TEXTS[lang];
document.documentElement.lang = lang;
for (const el of document.querySelectorAll<HTMLElement>('[data-t]'))
  el.textContent = texts[el.dataset.t as keyof typeof texts];
for (const el of document.querySelectorAll<HTMLInputElement>('[data-t-placeholder]'))
  el.placeholder = texts[el.dataset.tPlaceholder as keyof typeof texts];
const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value.trim();
const whole = (name: string) => (field(name) === '' ? undefined : Number(field(name)));

if (location.protocol.startsWith('http')) (form.elements.namedItem('url') as HTMLInputElement).value = location.origin;

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const button = form.querySelector('button') as HTMLButtonElement;
  button.disabled = true;
  out.className = '';
  const progress: string[] = [];
  verdict.textContent = texts.checking;
  out.textContent = '';
  try {
    const summary = await checkServer({
      url: field('url'),
      chainId: whole('chain'),
      from: whole('from'),
      to: whole('to'),
      head: field('head') || undefined,
      onProgress: (text) => {
        progress.push(text);
        out.textContent = progress.join('\n');
      },
    });
    out.className = summary.ok ? 'ok' : 'failed';
    verdict.textContent = !summary.ok
      ? texts.failed.replace('{failures}', summary.failures.toLocaleString(lang))
      : summary.rounds === 0
        ? texts.nothing
        : texts.passed
            .replace('{rounds}', summary.rounds.toLocaleString(lang))
            .replace('{chains}', summary.chains.length.toLocaleString(lang));
    out.textContent = formatSummary(summary).join('\n');
  } catch (error) {
    out.className = 'failed';
    verdict.textContent = texts.couldNotRun;
    out.textContent = error instanceof Error ? error.message : String(error);
  } finally {
    button.disabled = false;
  }
});

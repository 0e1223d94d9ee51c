import { describeFailure } from './chain.ts';
import type { CheckSummary } from './check-server.ts';
import { many } from './words.ts';

/** The check's result as lines of text: the CLI prints them, verify.html shows them. */
export function formatSummary(s: CheckSummary): string[] {
  const lines = [`Roundhouse fairness check of ${s.url}`];
  lines.push(
    s.log.ok
      ? `Commitment log: ${many(s.log.entries, 'entry', 'entries')}, every link holds; head ${s.log.head ? `#${s.log.head.seq} ${s.log.head.hash}` : '(empty)'}`
      : 'Commitment log: BROKEN',
  );
  for (const c of s.chains) {
    const range =
      c.first === null
        ? s.ranged
          ? 'no drawn round in the range asked'
          : 'no round drawn yet'
        : `${many(c.rounds, 'round', 'rounds')}, ${c.first} to ${c.last}`;
    const failed = many(c.failures.length, 'failure', 'failures');
    const result = c.failures.length > 0 ? `: ${failed}` : c.first === null ? '' : ': ok';
    lines.push(
      `Chain ${c.chain.id} (game ${c.chain.gametype}, terminal hash ${c.chain.terminal_hash.slice(0, 16)}…): ${range}${result}`,
    );
  }
  if (s.ok && s.rounds === 0) {
    lines.push(`Nothing to check: no drawn round${s.ranged ? ' in the range asked' : ''}; the log holds.`);
  } else if (s.ok) {
    lines.push(
      `All ${many(s.rounds, 'round', 'rounds')} of ${many(s.chains.length, 'chain', 'chains')} verified in ${s.seconds.toFixed(1)} s.`,
    );
  } else {
    lines.push(
      `FAILED: ${many(s.failures, 'failure', 'failures')} among ${many(s.rounds, 'round', 'rounds')}. The first:`,
    );
    const first = s.firstFailure;
    if (first) lines.push(`  ${typeof first === 'string' ? first : describeFailure(first)}`);
  }
  return lines;
}

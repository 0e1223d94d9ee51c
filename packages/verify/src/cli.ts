import { parseArgs } from 'node:util';
import { checkServer, OptionError } from './check-server.ts';
import { formatSummary } from './summary.ts';

const USAGE = `Usage: roundhouse-verify --url URL [--chain ID] [--from SEQNO --to SEQNO] [--head HASH] [--quiet]

Downloads a Roundhouse server's public fairness data (commitment log, chains, revealed seeds) and
checks every drawn round: its seed hashes to the commitment published before it opened, the seeds
link back to the chain's terminal hash with no round skipped or re-drawn, the numbers and the sum
follow from seed and salt, and the chain was committed before the round opened.
  --head HASH  a commitment-log head you kept (or saw timestamped): it must still be in the log.
Exit code 0 when everything holds, 1 on any failure (or when the server could not be read), 2 on
a usage error.`;

/** The command line: prints the summary, answers the exit code. */
export async function main(argv: string[]): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: 'string' },
        chain: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        head: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  // Digits only ("1e3" and "0x10" are not a seqno); anything else is NaN, which checkServer refuses.
  const integer = (name: string) => {
    const v = values[name];
    if (v === undefined) return undefined;
    return typeof v === 'string' && /^\d{1,16}$/.test(v) ? Number(v) : Number.NaN;
  };
  if (values.help || typeof values.url !== 'string') {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  try {
    const summary = await checkServer({
      url: values.url,
      chainId: integer('chain'),
      from: integer('from'),
      to: integer('to'),
      head: typeof values.head === 'string' ? values.head : undefined,
      onProgress: values.quiet ? undefined : (text) => process.stderr.write(`${text}\n`),
    });
    process.stdout.write(`${formatSummary(summary).join('\n')}\n`);
    return summary.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof OptionError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    process.stderr.write(`The check could not run: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));

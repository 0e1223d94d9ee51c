/** One figure of `npm run bench` against its target. */
export interface Target {
  name: string;
  measured: string;
  target: string;
  met: boolean;
}

/** The closing table: every target with its figure and "met" or "MISSED". */
export function printTargets(targets: Target[]): void {
  const width = Math.max(...targets.map((t) => t.name.length));
  const measured = Math.max(...targets.map((t) => t.measured.length));
  console.log('\nTargets (issue 9 and before), this run:');
  for (const t of targets) {
    console.log(
      `  ${t.met ? 'met   ' : 'MISSED'}  ${t.name.padEnd(width)}  ${t.measured.padEnd(measured)}  target ${t.target}`,
    );
  }
  const missed = targets.filter((t) => !t.met).length;
  console.log(`  ${targets.length - missed} of ${targets.length} met.`);
}

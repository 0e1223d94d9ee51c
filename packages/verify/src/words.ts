/** "1 round", "2 rounds": a count with its noun, for the check's English report. */
export const many = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`;

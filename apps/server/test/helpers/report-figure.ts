/** Prints the one figure a test measures (a count, a status, a duration) as a line of its output. */
export function reportFigure(line: string): void {
  process.stdout.write(`${line}\n`);
}

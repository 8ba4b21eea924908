// The one table every part prints: measure, ours, baseline, ratio, target.

const number = (value) =>
  Math.abs(value) >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(2);

export function targetText(target) {
  if (target?.atLeast !== undefined) return `≥ ${target.atLeast.toFixed(2)}`;
  if (target?.atMost !== undefined) return `≤ ${target.atMost.toFixed(2)}`;
  return '—';
}

/** The rows as a Markdown table (what `npm run bench` prints and bench/README.md shows). */
export function rowsTable(rows) {
  const lines = [
    '| measure | ours | baseline | ratio | target | met |',
    '| ------- | ---: | -------: | ----: | -----: | :-: |',
  ];
  for (const row of rows) {
    const met = row.met === null ? '' : row.met ? 'yes' : '**no**';
    lines.push(
      `| ${row.measure} | ${number(row.ours)} ${row.unit} | ${number(row.baseline)} ${row.unit} | ` +
        `${row.ratio.toFixed(2)} | ${targetText(row.target)} | ${met} |`,
    );
  }
  return lines.join('\n');
}

export function printRows(rows) {
  console.log(rowsTable(rows));
}

/** Each column's header text, one entry per column (a header spanning two columns fills both). */
function columnLabels(table: HTMLTableElement): string[] {
  const header = table.tHead?.rows[0];
  if (!header) return [];
  return [...header.cells].flatMap((cell) => Array<string>(cell.colSpan).fill(cell.textContent?.trim() ?? ''));
}

/**
 * Names every body cell after its column header (`data-label`), so a table stacked as cards on
 * a narrow screen still says what each value is. Cells under an empty header get no label.
 */
export function labelCells(table: HTMLTableElement): void {
  const labels = columnLabels(table);
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const label = labels[column];
        if (label) cell.dataset.label = label;
        else delete cell.dataset.label;
        column += cell.colSpan;
      }
    }
  }
}

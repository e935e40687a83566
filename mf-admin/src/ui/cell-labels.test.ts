// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { labelCells } from './cell-labels';

function table(html: string): HTMLTableElement {
  const element = document.createElement('table');
  element.innerHTML = html;
  return element;
}

describe('labelCells', () => {
  it('names each body cell after its column header, skipping columns without one', () => {
    const element = table(`
      <thead><tr><td><input type="checkbox" aria-label="Select all"></td><th>Product</th><th>Stock</th><td></td></tr></thead>
      <tbody><tr><td><input type="checkbox"></td><th scope="row">Tee</th><td>4</td><td><button>Update</button></td></tr></tbody>`);
    labelCells(element);
    const cells = [...element.tBodies[0]!.rows[0]!.cells].map((cell) => cell.dataset.label ?? null);
    expect(cells).toEqual([null, 'Product', 'Stock', null]);
  });

  it('follows spanning headers and cells to the right column', () => {
    const element = table(`
      <thead><tr><th colspan="2">Item</th><th>Total</th></tr></thead>
      <tbody><tr><td colspan="2">Tee, black</td><td>$20.00</td></tr></tbody>`);
    labelCells(element);
    expect([...element.tBodies[0]!.rows[0]!.cells].map((cell) => cell.dataset.label)).toEqual(['Item', 'Total']);
  });
});

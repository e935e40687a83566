import { useState } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithKit } from '@ps/test-kit/render';
import { OptionPicker, type PickerOption } from './option-picker';

const OPTIONS: PickerOption[] = [
  { id: 1, label: 'Tour Tee' },
  { id: 2, label: 'Logo Hoodie' },
  { id: 3, label: 'Beanie' },
];

function Harness() {
  const [chosen, setChosen] = useState<PickerOption[]>([]);
  const [search, setSearch] = useState('');
  return (
    <OptionPicker
      label="Only these products"
      hint="None chosen: every product."
      selected={chosen}
      options={OPTIONS.filter((option) => option.label.toLowerCase().includes(search.toLowerCase()))}
      search={search}
      onSearch={setSearch}
      onAdd={(option) => setChosen([...chosen, option])}
      onRemove={(id) => setChosen(chosen.filter((option) => option.id !== id))}
    />
  );
}

afterEach(cleanup);

describe('OptionPicker', () => {
  // getByRole walks the accessibility tree: slow on a loaded machine, hence the longer timeout.
  it('adds with the arrow keys and Enter, leaves chosen ones out of the list, and removes a chip', () => {
    renderWithKit(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Only these products' });
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toMatch(/option-2$/);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('list', { name: 'Only these products: chosen' }).textContent).toContain('Logo Hoodie');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Tour Tee', 'Beanie']);

    fireEvent.change(input, { target: { value: 'bean' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('list', { name: 'Only these products: chosen' }).textContent).toContain('Beanie');

    fireEvent.click(screen.getByRole('button', { name: /Remove Logo Hoodie/ }));
    expect(screen.queryByText('Logo Hoodie', { selector: 'li' })).toBeNull();
  }, 30_000);

  it('never submits the form around it when Enter is pressed with nothing to pick', () => {
    let submitted = false;
    renderWithKit(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <Harness />
      </form>,
    );
    const input = screen.getByRole('combobox', { name: 'Only these products' });
    fireEvent.change(input, { target: { value: 'no such thing' } });
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(submitted).toBe(false);
  });

  it('closes the list with Escape', () => {
    renderWithKit(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Only these products' });
    fireEvent.focus(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TextField } from '@ps/shared/kit';
import { renderWithKit } from '@ps/test-kit/render';
import { fieldOf } from './field-of';
import { useZodForm } from './use-zod-form';

const schema = z.object({ band: z.object({ name: z.string().min(1, 'Give the band a name') }) });

function BandName() {
  const form = useZodForm(schema, { band: { name: '' } });
  return <TextField label="Band name" {...fieldOf(form, 'band.name')} />;
}

describe('fieldOf', () => {
  afterEach(cleanup);

  it('registers the field under its path and shows the message of its error', async () => {
    renderWithKit(<BandName />);
    const input = screen.getByLabelText('Band name');
    expect(input.getAttribute('name')).toBe('band.name');
    fireEvent.blur(input);
    expect(await screen.findByText('Give the band a name')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Panic Squad' } });
    await waitFor(() => expect(screen.queryByText('Give the band a name')).toBeNull());
  });
});

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { FieldError, SelectField, TextField } from '@ps/shared/form';
import type { AdminTourDate } from '@ps/shared/schemas';
import { LOW_TICKETS_THRESHOLD } from '@ps/shared/tour-rules';
import { Button, toast } from '@ps/shared/ui';
import { Dialog } from '../../ui/dialog';
import { useSaveTourDate } from './tour-api';
import { TIME_ZONES, toTourDateBody, toTourFormValues, type TourFormValues } from './tour-form-values';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  grid-column: 1 / -1;
`;

/** Add (show null) or edit a show; the server checks every field and answers per field. */
export function TourDialog({ show, onClose }: { show: AdminTourDate | null; onClose: () => void }) {
  const save = useSaveTourDate();
  const [values, setValues] = useState<TourFormValues>(() => toTourFormValues(show));
  const error = save.error instanceof ApiError ? save.error : null;
  const set = (key: keyof TourFormValues) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });
  const fieldError = (key: string) => error?.fields?.[key];
  const zones = TIME_ZONES.includes(values.timeZone as never) ? TIME_ZONES : [values.timeZone, ...TIME_ZONES];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: show?.id ?? null, body: toTourDateBody(values) },
      {
        onSuccess: ({ tourDate }) => {
          toast({ title: `${tourDate.city} saved` });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog title={show ? `Edit ${show.city}` : 'New show'} onClose={onClose}>
      <Fields onSubmit={submit} noValidate>
        <TextField label="City" value={values.city} onChange={set('city')} error={fieldError('city')} />
        <TextField label="Venue" value={values.venue} onChange={set('venue')} error={fieldError('venue')} />
        <TextField label="Date" type="date" value={values.date} onChange={set('date')} error={fieldError('startsAt')} />
        <TextField label="Doors (venue time)" type="time" value={values.time} onChange={set('time')} />
        <SelectField label="Venue time zone" value={values.timeZone} onChange={set('timeZone')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace('_', ' ')}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Ticket link"
          type="url"
          value={values.ticketUrl}
          onChange={set('ticketUrl')}
          error={fieldError('ticketUrl')}
          hint="The show's own https:// ticket page; empty hides GET TICKETS on the landing"
        />
        <TextField
          label="Tickets in total"
          type="number"
          min={0}
          value={values.ticketsTotal}
          onChange={set('ticketsTotal')}
          error={fieldError('ticketsTotal')}
          hint="Blank: not known"
        />
        <TextField
          label="Tickets left"
          type="number"
          min={0}
          value={values.ticketsRemaining}
          onChange={set('ticketsRemaining')}
          error={fieldError('ticketsRemaining')}
          hint={`Fans see the number only below ${LOW_TICKETS_THRESHOLD}`}
        />
        <TextField
          label="Presale code"
          value={values.presaleCode}
          onChange={set('presaleCode')}
          error={fieldError('presaleCode')}
          hint={
            show?.announcedAt
              ? 'Already announced: a code set now is mailed to nobody'
              : 'Optional. 3–40 letters, digits or dashes; only the announcement mail gives it'
          }
          autoComplete="off"
        />
        <TextField
          label="Public sale starts (venue time)"
          type="datetime-local"
          value={values.publicSale}
          onChange={set('publicSale')}
          error={fieldError('publicSaleAt')}
          hint="The presale code works until then"
        />
        {error && !error.fields && (
          <FieldError role="alert">{error.userMessage('Could not save the show.')}</FieldError>
        )}
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </Actions>
      </Fields>
    </Dialog>
  );
}

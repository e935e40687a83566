import { SelectField, TextField } from '@ps/shared/form';
import { type AdminTourDate } from '@ps/shared/schemas';
import { LOW_TICKETS_THRESHOLD } from '@ps/shared/rules';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../lib/use-server-form';
import { FormDialog } from '../../ui/form-dialog';
import { useSaveTourDate } from './api/tour-api';
import { TIME_ZONES, toTourDateBody, toTourFormValues } from './tour-form-values';

/** Add (show null) or edit a show; the server checks every field and answers per field. */
export function TourDialog({ show, onClose }: { show: AdminTourDate | null; onClose: () => void }) {
  const save = useSaveTourDate();
  const { values, set, unplacedError, bind } = useServerForm(() => toTourFormValues(show), save);
  const zones = TIME_ZONES.includes(values.timeZone as never) ? TIME_ZONES : [values.timeZone, ...TIME_ZONES];

  const submit = () => {
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
    <FormDialog
      title={show ? `Edit ${show.city}` : 'New show'}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="Could not save the show."
      saving={save.isPending}
    >
      <TextField label="City" {...bind('city')} />
      <TextField label="Venue" {...bind('venue')} />
      <TextField label="Date" type="date" {...bind('date', 'startsAt')} />
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
        {...bind('ticketUrl')}
        hint="The show's own https:// ticket page; empty hides GET TICKETS on the landing"
      />
      <TextField label="Tickets in total" type="number" min={0} {...bind('ticketsTotal')} hint="Blank: not known" />
      <TextField
        label="Tickets left"
        type="number"
        min={0}
        {...bind('ticketsRemaining')}
        hint={`Fans see the number only below ${LOW_TICKETS_THRESHOLD}`}
      />
      <TextField
        label="Presale code"
        {...bind('presaleCode')}
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
        {...bind('publicSale', 'publicSaleAt')}
        hint="The presale code works until then"
      />
    </FormDialog>
  );
}

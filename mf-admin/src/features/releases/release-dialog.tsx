import { CheckboxField, SelectField, TextAreaField, TextField } from '@ps/shared/form';
import {
  COVER_MOTIFS,
  RELEASE_LINK_LABELS,
  RELEASE_LINKS,
  RELEASE_TYPE_LABELS,
  RELEASE_TYPES,
  type ReleaseLinkKind,
} from '@ps/shared/rules';
import { type AdminRelease } from '@ps/shared/schemas';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../lib/use-server-form';
import { FormDialog, WideField } from '../../ui/form-dialog';
import { toReleaseBody, toReleaseFormValues, tracksError } from './release-form-values';
import { useSaveRelease } from './api/releases-api';

/** Long text and addresses take the dialog's whole width. */
/** Add (release null) or edit a release. The server checks every field and answers per field. */
export function ReleaseDialog({ release, onClose }: { release: AdminRelease | null; onClose: () => void }) {
  const save = useSaveRelease();
  const { values, set, change, fieldError, fieldsWithin, unplacedError, bind } = useServerForm(
    () => toReleaseFormValues(release),
    save,
  );
  const setLink = (kind: ReleaseLinkKind) => (event: { target: { value: string } }) =>
    change({ links: { ...values.links, [kind]: event.target.value } });

  const submit = () => {
    save.mutate(
      { id: release?.id ?? null, body: toReleaseBody(values) },
      {
        onSuccess: ({ release: saved }) => {
          toast({ title: `${saved.title} saved` });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={release ? 'Edit release' : 'New release'}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="Could not save the release."
      saving={save.isPending}
    >
      <TextField label="Title" {...bind('title')} />
      <TextField label="Artist" {...bind('artist')} />
      <TextField
        label="Slug"
        {...bind('slug')}
        hint="Lower-case words and dashes, such as my-space; previews are found by it"
      />
      <SelectField label="Type" {...bind('type')}>
        {RELEASE_TYPES.map((type) => (
          <option key={type} value={type}>
            {RELEASE_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <TextField label="Release date" type="date" {...bind('releasedOn')} />
      <TextField label="Genres" {...bind('genres')} hint="Separated by commas" />
      <WideField>
        <TextAreaField label="Description" rows={3} {...bind('description')} />
        <TextAreaField
          label="Tracks"
          rows={6}
          value={values.tracks}
          onChange={set('tracks')}
          error={tracksError(fieldsWithin('tracks'))}
          hint="One per line: length and title, with * at the end for a popular one, e.g. 3:24 Heart Rate Hero *"
        />
      </WideField>
      <SelectField label="Cover drawing" {...bind('motif', 'cover.motif')}>
        {COVER_MOTIFS.map((motif) => (
          <option key={motif} value={motif}>
            {motif === 'window' ? 'Window' : 'Mask'}
          </option>
        ))}
      </SelectField>
      <TextField label="Cover colour" type="color" {...bind('background', 'cover.background')} />
      <TextField label="Cover accent" type="color" {...bind('accent', 'cover.accent')} />
      <WideField>
        {RELEASE_LINKS.map((kind) => (
          <TextField
            key={kind}
            label={`${RELEASE_LINK_LABELS[kind]} link`}
            type="url"
            value={values.links[kind]}
            onChange={setLink(kind)}
            error={fieldError(`links.${kind}`)}
            hint="The release's own page (https://…) or a page of this site (/store/…); empty hides the button"
          />
        ))}
        <CheckboxField
          label="Featured: the Music section shows its backdrop"
          checked={values.featured}
          onChange={(event) => change({ featured: event.target.checked })}
          error={fieldError('featured')}
        />
      </WideField>
    </FormDialog>
  );
}

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { CheckboxField, FieldError, SelectField, TextAreaField, TextField } from '@ps/shared/form';
import {
  COVER_MOTIFS,
  RELEASE_LINK_LABELS,
  RELEASE_LINKS,
  RELEASE_TYPE_LABELS,
  RELEASE_TYPES,
  type ReleaseLinkKind,
} from '@ps/shared/release-rules';
import type { AdminRelease } from '@ps/shared/schemas';
import { Button, toast } from '@ps/shared/ui';
import { Dialog } from '../../ui/dialog';
import { toReleaseBody, toReleaseFormValues, tracksError, type ReleaseFormValues } from './release-form-values';
import { useSaveRelease } from './releases-api';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

/** Long text and addresses take the dialog's whole width. */
const Wide = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  grid-column: 1 / -1;
`;

type TextKey = 'slug' | 'title' | 'artist' | 'type' | 'releasedOn' | 'description' | 'genres' | 'tracks' | 'motif';

/** Add (release null) or edit a release. The server checks every field and answers per field. */
export function ReleaseDialog({ release, onClose }: { release: AdminRelease | null; onClose: () => void }) {
  const save = useSaveRelease();
  const [values, setValues] = useState<ReleaseFormValues>(() => toReleaseFormValues(release));
  const error = save.error instanceof ApiError ? save.error : null;
  const set = (key: TextKey | 'background' | 'accent') => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });
  const setLink = (kind: ReleaseLinkKind) => (event: { target: { value: string } }) =>
    setValues({ ...values, links: { ...values.links, [kind]: event.target.value } });
  const fieldError = (key: string) => error?.fields?.[key];

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <Dialog title={release ? 'Edit release' : 'New release'} onClose={onClose}>
      <Fields onSubmit={submit} noValidate>
        <TextField label="Title" value={values.title} onChange={set('title')} error={fieldError('title')} />
        <TextField label="Artist" value={values.artist} onChange={set('artist')} error={fieldError('artist')} />
        <TextField
          label="Slug"
          value={values.slug}
          onChange={set('slug')}
          error={fieldError('slug')}
          hint="Lower-case words and dashes, such as my-space; previews are found by it"
        />
        <SelectField label="Type" value={values.type} onChange={set('type')} error={fieldError('type')}>
          {RELEASE_TYPES.map((type) => (
            <option key={type} value={type}>
              {RELEASE_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Release date"
          type="date"
          value={values.releasedOn}
          onChange={set('releasedOn')}
          error={fieldError('releasedOn')}
        />
        <TextField
          label="Genres"
          value={values.genres}
          onChange={set('genres')}
          error={fieldError('genres')}
          hint="Separated by commas"
        />
        <Wide>
          <TextAreaField
            label="Description"
            rows={3}
            value={values.description}
            onChange={set('description')}
            error={fieldError('description')}
          />
          <TextAreaField
            label="Tracks"
            rows={6}
            value={values.tracks}
            onChange={set('tracks')}
            error={tracksError(error?.fields)}
            hint="One per line: length and title, with * at the end for a popular one, e.g. 3:24 Heart Rate Hero *"
          />
        </Wide>
        <SelectField
          label="Cover drawing"
          value={values.motif}
          onChange={set('motif')}
          error={fieldError('cover.motif')}
        >
          {COVER_MOTIFS.map((motif) => (
            <option key={motif} value={motif}>
              {motif === 'window' ? 'Window' : 'Mask'}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Cover colour"
          type="color"
          value={values.background}
          onChange={set('background')}
          error={fieldError('cover.background')}
        />
        <TextField
          label="Cover accent"
          type="color"
          value={values.accent}
          onChange={set('accent')}
          error={fieldError('cover.accent')}
        />
        <Wide>
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
            onChange={(event) => setValues({ ...values, featured: event.target.checked })}
            error={fieldError('featured')}
          />
        </Wide>
        {error && !error.fields && (
          <FieldError role="alert">{error.userMessage('Could not save the release.')}</FieldError>
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

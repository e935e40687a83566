import { TextField } from '@ps/shared/form';

interface Props {
  values: { name: string; slug: string };
  /** The name as typed: the form carries its slug along until staff type their own. */
  onName: (name: string) => void;
  /** The slug as typed; empty gives it back to the name. */
  onSlug: (slug: string, slugTouched: boolean) => void;
  fieldError: (key: 'name' | 'slug') => string | undefined;
  slugHint: string;
}

/** A record's name and the address word made from it, both required. */
export function NameAndSlugFields({ values, onName, onSlug, fieldError, slugHint }: Props) {
  return (
    <>
      <TextField
        label="Name"
        required
        value={values.name}
        error={fieldError('name')}
        onChange={(event) => onName(event.target.value)}
      />
      <TextField
        label="Slug"
        required
        value={values.slug}
        error={fieldError('slug')}
        hint={slugHint}
        onChange={(event) => onSlug(event.target.value, event.target.value !== '')}
      />
    </>
  );
}

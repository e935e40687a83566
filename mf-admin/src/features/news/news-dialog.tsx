import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { CheckboxField, FieldError, SelectField, TextAreaField, TextField } from '@ps/shared/form';
import { HOT_FOR_DAYS, NEWS_TYPES } from '@ps/shared/news-rules';
import { NEWS_CONTENT_MAX, NEWS_TITLE_MAX, type AdminNewsPost } from '@ps/shared/schemas';
import { Button, toast } from '@ps/shared/ui';
import { Dialog } from '../../ui/dialog';
import { useSaveNewsPost } from './news-api';
import { localToday, NEWS_TYPE_NAMES, toNewsFormValues, type NewsFormValues } from './news-form-values';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  > :is(:first-child, :nth-child(4), :nth-child(5)) {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  grid-column: 1 / -1;
`;

/** Write (post null) or edit a post; a new one is saved as a draft. The server checks every field. */
export function NewsDialog({ post, onClose }: { post: AdminNewsPost | null; onClose: () => void }) {
  const save = useSaveNewsPost();
  const [now] = useState(() => new Date());
  const [values, setValues] = useState<NewsFormValues>(() => toNewsFormValues(post, now));
  const error = save.error instanceof ApiError ? save.error : null;
  const set = (key: 'title' | 'date' | 'type' | 'content') => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });
  const fieldError = (key: keyof NewsFormValues) => error?.fields?.[key];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: post?.id ?? null, body: values },
      {
        onSuccess: ({ post: saved }) => {
          toast({ title: saved.published ? `${saved.title} saved` : `${saved.title} saved as a draft` });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog title={post ? 'Edit news post' : 'New news post'} onClose={onClose}>
      <Fields onSubmit={submit} noValidate>
        <TextField
          label="Title"
          value={values.title}
          onChange={set('title')}
          error={fieldError('title')}
          hint={`Up to ${NEWS_TITLE_MAX} characters`}
        />
        <TextField
          label="Date posted"
          type="date"
          max={localToday(now)}
          value={values.date}
          onChange={set('date')}
          error={fieldError('date')}
        />
        <SelectField label="Type" value={values.type} onChange={set('type')} error={fieldError('type')}>
          {NEWS_TYPES.map((type) => (
            <option key={type} value={type}>
              {NEWS_TYPE_NAMES[type]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Content"
          rows={5}
          value={values.content}
          onChange={set('content')}
          error={fieldError('content')}
          hint={`${values.content.length} of ${NEWS_CONTENT_MAX} characters`}
        />
        <CheckboxField
          label={`Hot: the landing says HOT for ${HOT_FOR_DAYS} days from the post's date`}
          checked={values.isHot}
          onChange={(event) => setValues({ ...values, isHot: event.target.checked })}
          error={fieldError('isHot')}
        />
        {error && !error.fields && (
          <FieldError role="alert">{error.userMessage('Could not save the post.')}</FieldError>
        )}
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : post ? 'Save' : 'Save draft'}
          </Button>
        </Actions>
      </Fields>
    </Dialog>
  );
}

import { useState } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@ps/shared/form';
import { HOT_FOR_DAYS, NEWS_TYPES } from '@ps/shared/rules';
import { NEWS_CONTENT_MAX, NEWS_TITLE_MAX, type AdminNewsPost } from '@ps/shared/schemas';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../lib/use-server-form';
import { FormDialog, WideField } from '../../ui/form-dialog';
import { useSaveNewsPost } from './api/news-api';
import { localToday, NEWS_TYPE_NAMES, toNewsFormValues } from './news-form-values';

/** Write (post null) or edit a post; a new one is saved as a draft. The server checks every field. */
export function NewsDialog({ post, onClose }: { post: AdminNewsPost | null; onClose: () => void }) {
  const save = useSaveNewsPost();
  const [now] = useState(() => new Date());
  const { values, change, fieldError, unplacedError, bind } = useServerForm(() => toNewsFormValues(post, now), save);

  const submit = () => {
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
    <FormDialog
      title={post ? 'Edit news post' : 'New news post'}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="Could not save the post."
      saving={save.isPending}
      submitLabel={post ? 'Save' : 'Save draft'}
    >
      <WideField>
        <TextField label="Title" {...bind('title')} hint={`Up to ${NEWS_TITLE_MAX} characters`} />
      </WideField>
      <TextField label="Date posted" type="date" max={localToday(now)} {...bind('date')} />
      <SelectField label="Type" {...bind('type')}>
        {NEWS_TYPES.map((type) => (
          <option key={type} value={type}>
            {NEWS_TYPE_NAMES[type]}
          </option>
        ))}
      </SelectField>
      <WideField>
        <TextAreaField
          label="Content"
          rows={5}
          {...bind('content')}
          hint={`${values.content.length} of ${NEWS_CONTENT_MAX} characters`}
        />
      </WideField>
      <WideField>
        <CheckboxField
          label={`Hot: the landing says HOT for ${HOT_FOR_DAYS} days from the post's date`}
          checked={values.isHot}
          onChange={(event) => change({ isHot: event.target.checked })}
          error={fieldError('isHot')}
        />
      </WideField>
    </FormDialog>
  );
}

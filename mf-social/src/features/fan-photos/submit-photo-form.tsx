import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import {
  FAN_PHOTO_LIMITS,
  FAN_PHOTO_MESSAGES,
  FAN_PHOTO_MIME_TYPES,
  FAN_PHOTO_PLATFORMS,
  type FanPhotoPlatform,
} from '@ps/shared/social';
import { FAN_PHOTO_TERMS_PATH } from '@ps/shared/route-groups';
import { Link } from '@ps/shared/router';
import { track } from '@ps/shared/tracking';
import { Button, toast } from '@ps/shared/ui';
import { useSubmitFanPhoto } from '../../api/submit-fan-photo';
import { Muted } from '../../ui/panel-card';
import { HashtagField } from './hashtag-field';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  label {
    display: block;
    font-weight: 700;
  }
  input:not([type='checkbox']),
  select,
  textarea {
    width: 100%;
    min-height: 44px;
  }
`;

/** In a new tab, so reading the terms does not lose the form. */
const NewTabLink = styled(Link).attrs({ target: '_blank', rel: 'noopener' })`
  color: ${({ theme }) => theme.color.info};
`;

const EMPTY = { caption: '', name: '', handle: '', platform: 'instagram' as FanPhotoPlatform, location: '', email: '' };
const FLAGS = { agreedToTerms: false, allowRepost: false, allowCommercialUse: false };
const say = (message: { title: string; body: string }, variant: 'default' | 'destructive' = 'destructive') =>
  toast({ title: message.title, description: message.body, variant });

export function SubmitPhotoForm({ onDone }: { onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState(EMPTY);
  const [flags, setFlags] = useState(FLAGS);
  const [hashtags, setHashtags] = useState<string[]>([]);
  const submit = useSubmitFanPhoto();
  const field = (name: keyof typeof EMPTY) => ({
    id: `fan-photo-${name}`,
    value: text[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setText((was) => ({ ...was, [name]: event.target.value })),
  });
  const flag = (name: keyof typeof FLAGS) => ({
    id: `fan-photo-${name}`,
    type: 'checkbox' as const,
    checked: flags[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setFlags((was) => ({ ...was, [name]: event.target.checked })),
  });

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !(FAN_PHOTO_MIME_TYPES as readonly string[]).includes(chosen.type)) {
      say(FAN_PHOTO_MESSAGES.invalidType);
      event.target.value = '';
      return setFile(null);
    }
    if (chosen && chosen.size > FAN_PHOTO_LIMITS.maxBytes) {
      say(FAN_PHOTO_MESSAGES.tooLarge);
      event.target.value = '';
      return setFile(null);
    }
    setFile(chosen);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !text.caption.trim() || !text.name.trim() || !flags.agreedToTerms) {
      return say(FAN_PHOTO_MESSAGES.missing);
    }
    const form = new FormData();
    form.append('image', file);
    for (const key of ['caption', 'name', 'handle', 'platform', 'location', 'email'] as const) {
      if (text[key].trim()) form.append(key, text[key].trim());
    }
    form.append('hashtags', JSON.stringify(hashtags));
    form.append('allowRepost', String(flags.allowRepost));
    form.append('allowCommercialUse', String(flags.allowCommercialUse));
    track('form_interaction', { elementId: 'fan-photo-form', sectionName: 'social-fan-photos' });
    submit.mutate(form, {
      onSuccess: () => {
        say(FAN_PHOTO_MESSAGES.submitted, 'default');
        setFile(null);
        setText(EMPTY);
        setFlags(FLAGS);
        setHashtags([]);
        onDone();
      },
      onError: (error) =>
        toast({
          title: FAN_PHOTO_MESSAGES.failed.title,
          description: userErrorMessage(error, FAN_PHOTO_MESSAGES.failed.body),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-describedby="fan-photo-review">
      <Muted id="fan-photo-review">We review every photo within 24-48 hours before it can appear here.</Muted>
      <div>
        <label htmlFor="fan-photo-image">Photo (JPG, PNG, GIF or WebP, up to 10MB) *</label>
        <input id="fan-photo-image" type="file" accept={FAN_PHOTO_MIME_TYPES.join(',')} onChange={chooseFile} />
      </div>
      <div>
        <label htmlFor="fan-photo-caption">Caption *</label>
        <textarea
          {...field('caption')}
          maxLength={FAN_PHOTO_LIMITS.captionMax}
          rows={3}
          aria-describedby="fan-photo-count"
        />
        <Muted id="fan-photo-count" aria-live="polite">
          {text.caption.length}/{FAN_PHOTO_LIMITS.captionMax}
        </Muted>
      </div>
      <div>
        <label htmlFor="fan-photo-name">Your name *</label>
        <input {...field('name')} maxLength={FAN_PHOTO_LIMITS.nameMax} autoComplete="name" />
      </div>
      <div>
        <label htmlFor="fan-photo-handle">Handle</label>
        <input {...field('handle')} maxLength={FAN_PHOTO_LIMITS.handleMax} placeholder="@you" />
      </div>
      <div>
        <label htmlFor="fan-photo-platform">Platform</label>
        <select {...field('platform')}>
          {FAN_PHOTO_PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {platform === 'tiktok' ? 'TikTok' : platform === 'instagram' ? 'Instagram' : 'Website'}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="fan-photo-location">Location</label>
        <input {...field('location')} maxLength={FAN_PHOTO_LIMITS.locationMax} />
      </div>
      <HashtagField tags={hashtags} onChange={setHashtags} />
      <div>
        <label htmlFor="fan-photo-email">E-mail (optional: we write once, when your photo is approved)</label>
        <input {...field('email')} type="email" autoComplete="email" />
        <Muted>
          What we keep from this form, and for how long, is in the <NewTabLink to="/privacy">privacy policy</NewTabLink>
          .
        </Muted>
      </div>
      <label>
        <input {...flag('agreedToTerms')} /> I took this photo and agree to the{' '}
        <NewTabLink to={FAN_PHOTO_TERMS_PATH}>submission terms</NewTabLink> *
      </label>
      <label>
        <input {...flag('allowRepost')} /> The band may repost it on social media
      </label>
      <label>
        <input {...flag('allowCommercialUse')} /> The band may use it in promotions
      </label>
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Sending…' : 'Submit photo'}
      </Button>
    </Form>
  );
}

import type { FormEvent } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { applyApiErrors, preloadValidation, SelectField, TextAreaField, TextField, useZodForm } from '@ps/shared/form';
import type { ContactMessageInput, ContactMessageResponse } from '@ps/shared/schemas';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  CONTACT_TOPIC_LABELS,
  ORDER_NUMBER_EXAMPLE,
} from '@ps/shared/rules';
import { Button, toast } from '@ps/shared/ui';
import { useSendContactMessage } from '../../lib/contact-api/send-contact-message';

const loadContactSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.contactMessageSchema);

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
  textarea {
    resize: vertical;
  }
`;

const TwoFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: start;
`;

interface Props {
  defaultValues: Partial<ContactMessageInput>;
  onSent: (response: ContactMessageResponse) => void;
}

/** Errors show beside each field (the same rules as the API), the server's refusals too. */
export function ContactForm({ defaultValues, onSent }: Props) {
  const form = useZodForm(loadContactSchema, defaultValues);
  const { register, handleSubmit, formState, watch, setError } = form;
  const { errors } = formState;
  const send = useSendContactMessage();
  const length = watch('message')?.length ?? 0;

  const submit = handleSubmit(async (message) => {
    try {
      onSent(await send.mutateAsync(message));
    } catch (error) {
      applyApiErrors(error, setError);
      const description = userErrorMessage(error, CONTACT_MESSAGES.tryAgain);
      toast({ title: CONTACT_MESSAGES.notSent, description, variant: 'destructive' });
    }
  });
  // handleSubmit rejects only when the schema, loaded on first use (decision 030), could not download.
  const submitOrReport = (event: FormEvent<HTMLFormElement>) =>
    submit(event).catch(() =>
      toast({ title: CONTACT_MESSAGES.notSent, description: CONTACT_MESSAGES.tryAgain, variant: 'destructive' }),
    );

  return (
    <Form
      noValidate
      onFocus={() => preloadValidation(form.control)}
      onSubmit={submitOrReport}
      aria-label="Contact support"
    >
      <TwoFields>
        <TextField label="Your name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          hint="We reply to this address."
          error={errors.email?.message}
          {...register('email')}
        />
      </TwoFields>
      <TwoFields>
        <SelectField label="Topic" error={errors.topic?.message} {...register('topic')}>
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {CONTACT_TOPIC_LABELS[topic]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Order number (optional)"
          autoComplete="off"
          placeholder={ORDER_NUMBER_EXAMPLE}
          error={errors.orderNumber?.message}
          {...register('orderNumber')}
        />
      </TwoFields>
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        hint={`${length}/${CONTACT_MESSAGE_MAX_LENGTH} characters`}
        error={errors.message?.message}
        {...register('message')}
      />
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </Form>
  );
}

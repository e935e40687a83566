import styled from 'styled-components';
import { CheckboxField, TextAreaField } from '@ps/shared/form';
import { Link } from '@ps/shared/router';
import { ORDER_NOTES_MAX_LENGTH } from '@ps/shared/schemas';
import type { PaymentStepForm } from './payment-form-type';

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const PolicyLink = styled(Link).attrs({ target: '_blank', rel: 'noopener' })`
  color: ${({ theme }) => theme.color.info};
`;

export function OrderDetailsSection({ form }: { form: PaymentStepForm }) {
  const { register, watch, formState, setValue } = form;
  const errors = formState.errors.details;
  const notes = watch('details.orderNotes') ?? '';
  return (
    <Section>
      <TextAreaField
        label="Order notes (optional)"
        rows={3}
        maxLength={ORDER_NOTES_MAX_LENGTH}
        hint={`Maximum ${ORDER_NOTES_MAX_LENGTH} characters · ${notes.length}/${ORDER_NOTES_MAX_LENGTH}`}
        error={errors?.orderNotes?.message}
        {...register('details.orderNotes')}
      />
      <CheckboxField
        label={
          <>
            I agree to the <PolicyLink to="/terms">Terms and Conditions</PolicyLink> and the{' '}
            <PolicyLink to="/privacy">Privacy Policy</PolicyLink>
          </>
        }
        error={errors?.termsAccepted?.message ?? errors?.privacyPolicyAccepted?.message}
        checked={Boolean(watch('details.termsAccepted'))}
        onChange={(event) => {
          const accepted = event.target.checked as true;
          setValue('details.termsAccepted', accepted, { shouldValidate: true, shouldTouch: true });
          setValue('details.privacyPolicyAccepted', accepted, { shouldValidate: true, shouldTouch: true });
        }}
      />
      <CheckboxField
        label={
          <>
            I understand <PolicyLink to="/privacy">how my personal data will be processed</PolicyLink>
          </>
        }
        error={errors?.dataProcessingAccepted?.message}
        {...register('details.dataProcessingAccepted')}
      />
      <CheckboxField label="Email me about new drops and tour dates" {...register('details.marketingEmails')} />
      <Hint>The terms and the privacy policy open in a new tab, so your checkout stays as it is.</Hint>
    </Section>
  );
}

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { FieldError, SelectField, TextField } from '@ps/shared/form';
import { PROMOTION_TYPES, type Promotion, type PromotionType } from '@ps/shared/schemas';
import { Button, toast } from '@ps/shared/ui';
import { Dialog } from '../../ui/dialog';
import { useSavePromotion } from './promotion-api';
import { PromotionScopeFields } from './promotion-scope-fields';
import { toFormValues, toPromotionBody, type PromotionFormValues } from './promotion-form-values';

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

export const TYPE_NAMES: Record<PromotionType, string> = {
  percentage: 'Percentage off',
  fixed: 'Fixed amount off',
  free_shipping: 'Free shipping',
};

/** Create (promotion null) or edit a code; the server checks every rule and answers per field. */
export function PromotionDialog({ promotion, onClose }: { promotion: Promotion | null; onClose: () => void }) {
  const save = useSavePromotion();
  const [values, setValues] = useState<PromotionFormValues>(() => toFormValues(promotion));
  const error = save.error instanceof ApiError ? save.error : null;
  const set =
    (key: Exclude<keyof PromotionFormValues, 'productIds' | 'categoryIds'>) => (event: { target: { value: string } }) =>
      setValues({ ...values, [key]: event.target.value });
  const fieldError = (key: string) => error?.fields?.[key];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toPromotionBody(values, promotion?.active ?? true);
    save.mutate(
      { id: promotion?.id ?? null, body },
      {
        onSuccess: ({ promotion: saved }) => {
          toast({ title: `Promo code ${saved.code} saved` });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog title={promotion ? `Edit ${promotion.code}` : 'New promo code'} onClose={onClose}>
      <Fields onSubmit={submit} noValidate>
        <TextField
          label="Code"
          value={values.code}
          onChange={set('code')}
          error={fieldError('code')}
          autoCapitalize="characters"
        />
        <SelectField label="Type" value={values.type} onChange={set('type')}>
          {PROMOTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_NAMES[type]}
            </option>
          ))}
        </SelectField>
        {values.type !== 'free_shipping' && (
          <TextField
            label={values.type === 'percentage' ? 'Percent off' : 'Amount off ($)'}
            type="number"
            min={0}
            step={values.type === 'percentage' ? 1 : 0.01}
            value={values.value}
            onChange={set('value')}
            error={fieldError('value')}
          />
        )}
        <TextField
          label="Minimum subtotal ($)"
          type="number"
          min={0}
          step={0.01}
          value={values.minSubtotal}
          onChange={set('minSubtotal')}
          error={fieldError('minSubtotal')}
        />
        <TextField
          label="Starts"
          type="datetime-local"
          value={values.startsAt}
          onChange={set('startsAt')}
          error={fieldError('startsAt')}
          hint="Blank: now"
        />
        <TextField
          label="Ends"
          type="datetime-local"
          value={values.endsAt}
          onChange={set('endsAt')}
          error={fieldError('endsAt')}
          hint="Blank: never"
        />
        <TextField
          label="Total uses"
          type="number"
          min={1}
          value={values.usageLimit}
          onChange={set('usageLimit')}
          error={fieldError('usageLimit')}
          hint="Blank: unlimited"
        />
        <TextField
          label="Uses per customer e-mail"
          type="number"
          min={1}
          value={values.usageLimitPerCustomer}
          onChange={set('usageLimitPerCustomer')}
          error={fieldError('usageLimitPerCustomer')}
          hint="Blank: unlimited"
        />
        <PromotionScopeFields
          productIds={values.productIds}
          categoryIds={values.categoryIds}
          onChange={(scope) => setValues({ ...values, ...scope })}
          fieldError={fieldError}
        />
        {error && !error.fields && (
          <FieldError role="alert">{error.userMessage('Could not save the code.')}</FieldError>
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

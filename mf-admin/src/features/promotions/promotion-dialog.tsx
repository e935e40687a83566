import { SelectField, TextField } from '@ps/shared/form';
import { PROMOTION_TYPES, type Promotion, type PromotionType } from '@ps/shared/schemas';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../lib/use-server-form';
import { FormDialog } from '../../ui/form-dialog';
import { useSavePromotion } from './api/promotion-api';
import { PromotionScopeFields } from './promotion-scope-fields';
import { toFormValues, toPromotionBody } from './promotion-form-values';

export const TYPE_NAMES: Record<PromotionType, string> = {
  percentage: 'Percentage off',
  fixed: 'Fixed amount off',
  free_shipping: 'Free shipping',
};

/** Create (promotion null) or edit a code; the server checks every rule and answers per field. */
export function PromotionDialog({ promotion, onClose }: { promotion: Promotion | null; onClose: () => void }) {
  const save = useSavePromotion();
  const { values, set, change, fieldError, unplacedError, bind } = useServerForm(() => toFormValues(promotion), save);

  const submit = () => {
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
    <FormDialog
      title={promotion ? `Edit ${promotion.code}` : 'New promo code'}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="Could not save the code."
      saving={save.isPending}
    >
      <TextField label="Code" {...bind('code')} autoCapitalize="characters" />
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
          {...bind('value')}
        />
      )}
      <TextField label="Minimum subtotal ($)" type="number" min={0} step={0.01} {...bind('minSubtotal')} />
      <TextField label="Starts" type="datetime-local" {...bind('startsAt')} hint="Blank: now" />
      <TextField label="Ends" type="datetime-local" {...bind('endsAt')} hint="Blank: never" />
      <TextField label="Total uses" type="number" min={1} {...bind('usageLimit')} hint="Blank: unlimited" />
      <TextField
        label="Uses per customer e-mail"
        type="number"
        min={1}
        {...bind('usageLimitPerCustomer')}
        hint="Blank: unlimited"
      />
      <PromotionScopeFields
        productIds={values.productIds}
        categoryIds={values.categoryIds}
        onChange={(scope) => change({ ...scope })}
        fieldError={fieldError}
      />
    </FormDialog>
  );
}

import styled from 'styled-components';
import { fieldOf, TextAreaField, TextField, type UseFormReturn } from '@ps/shared/form';
import { BAND_PROFILES, type BandProfile, type ShopSettings, type ShopSettingsInput } from '@ps/shared/schemas';

export type SettingsForm = UseFormReturn<ShopSettingsInput, unknown, ShopSettings>;

export const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

const asNumber = { valueAsNumber: true } as const;

export function ShopFields({ form }: { form: SettingsForm }) {
  return (
    <>
      <Fieldset>
        <legend>Shop and support</legend>
        <TextField label="Shop name" {...fieldOf(form, 'shopName')} />
        <TextField
          label="Support e-mail"
          type="email"
          hint="Shown in the footer and at the end of every e-mail; contact messages go here."
          {...fieldOf(form, 'supportEmail')}
        />
        <TextField label="Support phone" type="tel" hint="Shown as written." {...fieldOf(form, 'supportPhone')} />
        <TextAreaField
          label="Shop address"
          rows={4}
          hint="Printed on receipts as written, one line per line."
          {...fieldOf(form, 'shopAddress')}
        />
      </Fieldset>
      <Fieldset>
        <legend>Store rules</legend>
        <TextField
          label="Free shipping from (US$)"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          hint="Standard shipping is free when the subtotal reaches this."
          {...fieldOf(form, 'freeShippingThreshold', asNumber)}
        />
        <TextField
          label="Low-stock alert at (units)"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          hint="For variants without a threshold of their own: the dashboard and the alerts use it."
          {...fieldOf(form, 'lowStockThreshold', asNumber)}
        />
        <TextField
          label="Returns window (days after delivery)"
          type="number"
          min={1}
          max={365}
          step={1}
          inputMode="numeric"
          hint="From 1 to 365. Fans can ask for a return or an exchange this long; the help pages and order pages say it."
          {...fieldOf(form, 'returnWindowDays', asNumber)}
        />
      </Fieldset>
    </>
  );
}

const PROFILE_ORDER: BandProfile[] = ['tiktok', 'instagram', 'discord', 'twitter'];

export function BandFields({ form }: { form: SettingsForm }) {
  return (
    <>
      <Fieldset>
        <legend>Band profiles</legend>
        {PROFILE_ORDER.map((profile) => (
          <TextField
            key={profile}
            label={`${BAND_PROFILES[profile].label} link`}
            type="url"
            {...fieldOf(form, `band.links.${profile}`)}
          />
        ))}
      </Fieldset>
      <Fieldset>
        <legend>Fan figures shown on the site</legend>
        <TextField
          label="Fans in all (landing page)"
          type="number"
          min={0}
          inputMode="numeric"
          {...fieldOf(form, 'band.figures.fans', asNumber)}
        />
        <TextField
          label="Discord members"
          type="number"
          min={0}
          inputMode="numeric"
          {...fieldOf(form, 'band.figures.discordMembers', asNumber)}
        />
        <TextField
          label="TikTok followers"
          type="number"
          min={0}
          inputMode="numeric"
          {...fieldOf(form, 'band.figures.tiktokFollowers', asNumber)}
        />
      </Fieldset>
    </>
  );
}

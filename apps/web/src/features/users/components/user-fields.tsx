import { PARTNER_KIND_LABELS, ROLE_PARTNER_KINDS, type Role, type SessionUser } from '@banca/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/form';
import { usePartnerOptions } from '@/features/registry-common';
import { FLAG_ROLES, grantableRoles, roleOptions } from './labels';

/** What the create and edit forms hold. */
export interface UserFormValues {
  username: string;
  password: string;
  name: string;
  email: string;
  role: Role;
  partner_id: number;
  manage_childs: boolean;
  awarding_results: boolean;
}

const FLAG_FIELDS = [
  { name: 'manage_childs', label: 'Gestiona asociados y usuarios' },
  { name: 'awarding_results', label: 'Puede premiar sorteos' },
] as const;

/** Role, partner (of a kind the role fits) and flags; only what the user may give is offered. */
export function UserAccessFields({
  control,
  me,
  self,
}: {
  control: Control<UserFormValues>;
  me: SessionUser;
  self: boolean;
}) {
  const role = useWatch({ control, name: 'role' });
  const partners = usePartnerOptions(ROLE_PARTNER_KINDS[role]);
  const partnerOptions = (partners.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.name} · ${PARTNER_KIND_LABELS[p.kind]}`,
  }));
  const flagsAllowed = FLAG_ROLES.includes(role);
  return (
    <>
      <FormTextField
        control={control}
        name="role"
        label="Rol"
        options={roleOptions(grantableRoles(me))}
        disabled={self}
        required
      />
      <FormTextField
        control={control}
        name="partner_id"
        label="Asociado"
        options={partnerOptions}
        disabled={self || partners.isPending}
        helperText={`Debe ser de tipo ${ROLE_PARTNER_KINDS[role].map((k) => PARTNER_KIND_LABELS[k]).join(' o ')}.`}
        required
      />
      <FormGroup>
        {FLAG_FIELDS.map((flag) => (
          <Controller
            key={flag.name}
            control={control}
            name={flag.name}
            render={({ field }) => (
              <FormControlLabel
                label={flag.label}
                disabled={self || !me[flag.name] || !flagsAllowed}
                control={
                  <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
                }
              />
            )}
          />
        ))}
      </FormGroup>
    </>
  );
}

import { ZCreateUserRequest, ZUpdateUserRequest, type SessionUser, type User } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { grantableRoles } from './labels';
import { UserAccessFields, type UserFormValues } from './user-fields';

const ZEditForm = ZUpdateUserRequest.omit({ id: true });

/** Creates a user (`user` null) or edits one; the server's field errors land on the fields. */
export function UserFormDialog({ user, me, onClose }: { user: User | null; me: SessionUser; onClose: () => void }) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const self = user?.id === me.id;
  const form = useForm<UserFormValues>({
    resolver: contractResolver(user ? ZEditForm : ZCreateUserRequest) as never,
    defaultValues: {
      username: user?.username ?? '',
      password: '',
      name: user?.name ?? '',
      email: user?.email ?? '',
      role: user?.role ?? grantableRoles(me).at(-1)!,
      partner_id: user?.partner.id,
      manage_childs: user?.manage_childs ?? false,
      awarding_results: user?.awarding_results ?? false,
    },
  });

  const save = async (values: UserFormValues) => {
    const { username: _username, password: _password, ...changes } = values;
    if (user) await update.mutateAsync({ ...changes, id: user.id });
    else await create.mutateAsync(values);
  };
  const { control } = form;

  return (
    <FormDialog
      form={form}
      title={user ? `Editar usuario ${user.username}` : 'Nuevo usuario'}
      onSubmit={save}
      onClose={onClose}
    >
      <Stack spacing={2}>
        {!user && (
          <FormTextField control={control} name="username" label="Usuario" autoComplete="off" required autoFocus />
        )}
        {!user && (
          <FormTextField
            control={control}
            name="password"
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            helperText="Al menos 8 caracteres."
            required
          />
        )}
        <FormTextField control={control} name="name" label="Nombre" required autoFocus={Boolean(user)} />
        <FormTextField control={control} name="email" label="Correo" type="email" />
        <UserAccessFields control={control} me={me} self={self} />
      </Stack>
    </FormDialog>
  );
}

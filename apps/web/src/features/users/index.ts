/** Registry › Usuarios. The screen is loaded lazily through `@/features/users/screen`. */
export { USERS_KEY } from './api/keys';
export { useUserList } from './api/list-users';
export { useAwardingUsers } from './api/awarding-control';

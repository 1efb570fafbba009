import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, noInput, registerUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
import { postedListInputOf } from '../../lib/pagination';
import { blockUser } from './block-user';
import { createUser } from './create-user';
import { getUser } from './get-user';
import { grantAwardingPermission } from './grant-awarding-permission';
import { listAwardingControl } from './list-awarding-control';
import { listUsers } from './list-users';
import { removeAwardingPermission } from './remove-awarding-permission';
import { resetUserPassword } from './reset-user-password';
import { unblockUser } from './unblock-user';
import { updateUser } from './update-user';
import { usersExport } from './users-export';

export async function userRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.listUsers, listUsers, postedListInputOf);
  registerExport(app, contracts.exportUsers, usersExport);

  registerUseCase(app, contracts.getUser, getUser, bodyOf);

  registerUseCase(app, contracts.createUser, createUser, bodyOf);
  registerUseCase(app, contracts.updateUser, updateUser, bodyOf);
  registerUseCase(app, contracts.blockUser, blockUser, bodyOf);
  registerUseCase(app, contracts.unblockUser, unblockUser, bodyOf);
  registerUseCase(app, contracts.resetUserPassword, resetUserPassword, bodyOf);

  registerUseCase(app, contracts.listAwardingControl, listAwardingControl, noInput);
  registerUseCase(app, contracts.grantAwardingPermission, grantAwardingPermission, (request) => request.params.userId);
  registerUseCase(
    app,
    contracts.removeAwardingPermission,
    removeAwardingPermission,
    (request) => request.params.userId,
  );
}

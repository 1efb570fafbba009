import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
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
  const db = app.db;

  registerEndpoint(app, contracts.listUsers, (request) =>
    listUsers(contextOf(request, db), listInputOf(request, request.body)),
  );
  registerExport(app, contracts.exportUsers, usersExport);

  registerEndpoint(app, contracts.getUser, (request) => getUser(contextOf(request, db), request.body));

  registerEndpoint(app, contracts.createUser, (request) => createUser(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.updateUser, (request) => updateUser(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.blockUser, (request) => blockUser(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.unblockUser, (request) => unblockUser(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.resetUserPassword, (request) =>
    resetUserPassword(contextOf(request, db), request.body),
  );

  registerEndpoint(app, contracts.listAwardingControl, (request) => listAwardingControl(contextOf(request, db)));
  registerEndpoint(app, contracts.grantAwardingPermission, (request) =>
    grantAwardingPermission(contextOf(request, db), request.params.userId),
  );
  registerEndpoint(app, contracts.removeAwardingPermission, (request) =>
    removeAwardingPermission(contextOf(request, db), request.params.userId),
  );
}

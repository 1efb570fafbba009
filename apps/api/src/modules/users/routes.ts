import {
  blockUser,
  createUser as createUserContract,
  getUser,
  grantAwardingPermission,
  listAwardingControl,
  listUsers,
  removeAwardingPermission,
  resetUserPassword,
  unblockUser,
  updateUser as updateUserContract,
  exportUsers,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { setAwardingPermission } from './awarding-control';
import { createUser } from './create-user';
import { userNotFound } from './grant-check';
import * as repo from './repository';
import { resetPassword } from './reset-password';
import { setUserStatus } from './set-user-status';
import { updateUser } from './update-user';
import { registerExport } from '../../lib/file-answer';
import { usersExport } from './users-export';

export async function userRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listUsers, async (request) => {
    const queries = repo.userListQueries(db, contextOf(request, db).scope, request.body);
    return listPage(request.body, cachedCountOf(request, request.body), queries.rows, queries.count);
  });
  registerExport(app, exportUsers, usersExport);

  registerEndpoint(app, getUser, async (request) => {
    const user = await repo.findUserInScope(db, contextOf(request, db).scope, request.body.id);
    if (!user) throw userNotFound();
    return repo.publicUser(user);
  });

  registerEndpoint(app, createUserContract, (request) => createUser(contextOf(request, db), request.body));
  registerEndpoint(app, updateUserContract, (request) => updateUser(contextOf(request, db), request.body));
  registerEndpoint(app, blockUser, (request) =>
    setUserStatus(contextOf(request, db), { id: request.body.id, block: true }),
  );
  registerEndpoint(app, unblockUser, (request) =>
    setUserStatus(contextOf(request, db), { id: request.body.id, block: false }),
  );
  registerEndpoint(app, resetUserPassword, (request) => resetPassword(contextOf(request, db), request.body));

  registerEndpoint(app, listAwardingControl, async (request) => ({
    data: await repo.awardingUsers(db, contextOf(request, db).scope),
  }));
  registerEndpoint(app, grantAwardingPermission, (request) =>
    setAwardingPermission(contextOf(request, db), { userId: request.params.userId, grant: true }),
  );
  registerEndpoint(app, removeAwardingPermission, (request) =>
    setAwardingPermission(contextOf(request, db), { userId: request.params.userId, grant: false }),
  );
}

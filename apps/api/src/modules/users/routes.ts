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
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { scopeOf } from '../../lib/scope';
import { registerEndpoint } from '../../plugins/endpoint';
import { setAwardingPermission } from './awarding-control';
import { createUser } from './create-user';
import * as repo from './repository';
import { resetPassword } from './reset-password';
import { setUserStatus } from './set-user-status';
import { userNotFound } from './grant-check';
import { updateUser } from './update-user';

export async function userRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listUsers, async (request) => {
    const queries = repo.userListQueries(db, scopeOf(request.principal!), request.body);
    return listPage(request.body, cachedCountOf(request, request.body), queries.rows, queries.count);
  });

  registerEndpoint(app, getUser, async (request) => {
    const user = await repo.findUserInScope(db, scopeOf(request.principal!), request.body.id);
    if (!user) throw userNotFound();
    return repo.publicUser(user);
  });

  registerEndpoint(app, createUserContract, async (request) =>
    createUser(db, request.principal!, request.body, actorOf(request)),
  );
  registerEndpoint(app, updateUserContract, async (request) =>
    updateUser(db, request.principal!, request.body, actorOf(request)),
  );
  registerEndpoint(app, blockUser, async (request) =>
    setUserStatus(db, request.principal!, request.body.id, true, actorOf(request)),
  );
  registerEndpoint(app, unblockUser, async (request) =>
    setUserStatus(db, request.principal!, request.body.id, false, actorOf(request)),
  );
  registerEndpoint(app, resetUserPassword, async (request) =>
    resetPassword(db, request.principal!, request.body, actorOf(request)),
  );

  registerEndpoint(app, listAwardingControl, async (request) => ({
    data: await repo.awardingUsers(db, scopeOf(request.principal!)),
  }));
  registerEndpoint(app, grantAwardingPermission, async (request) =>
    setAwardingPermission(db, request.principal!, request.params.userId, true, actorOf(request)),
  );
  registerEndpoint(app, removeAwardingPermission, async (request) =>
    setAwardingPermission(db, request.principal!, request.params.userId, false, actorOf(request)),
  );
}

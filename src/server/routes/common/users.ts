/** Users calls of the common service (spec §7 "Users"). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { isUuid } from '../../../shared/validators/uuid';
import { loadUserView } from '../../services/auth/userView';
import { assertConfirmWord } from '../../services/users/confirmWord';
import { deleteAccount } from '../../services/users/deleteAccount';
import { colleagueName, colleagueNames, emailExists, userByEmail, viewForCaller } from '../../services/users/lookups';
import { updateProviderProfile } from '../../services/users/providerProfile';
import { applyUserFields, applyUserSetting } from '../../services/users/userUpdate';
import {
  confirmWordBody,
  emailBody,
  existsReply,
  fetchProvidersBody,
  idParams,
  onboardingBody,
  onboardingReply,
  profileBody,
  providerNameReply,
  providerProfileBody,
  providerProfileReply,
  userInfoBody,
  userNameReply,
  userSchema,
} from '../../../shared/api/users';
import { okSchema } from '../../../shared/api/fields';
import { typedRoutes } from '../typedRoutes';

const tags = ['users'];
const self = { self: { from: 'params', key: 'id' } } as const;

/** E-mail lookups tell whether an account exists: limited per caller so they cannot be used to harvest. */
const lookupLimit = {
  max: 60,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `email-lookup|${request.auth?.userId ?? request.ip}`,
};

export async function userRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;

  async function userReply(request: FastifyRequest, userId: string) {
    const user = await loadUserView(ctx.db, userId);
    if (!user) throw notFound('userNotFound');
    return viewForCaller(user, request.auth!);
  }

  app.get(
    '/api/user/:id',
    { config: { access: self }, schema: { tags, params: idParams, response: { 200: userSchema } } },
    async (request) => userReply(request, request.params.id),
  );

  app.post(
    '/api/user/getByEmail',
    { config: { access: 'user', rateLimit: lookupLimit }, schema: { tags, body: emailBody, response: { 200: userNameReply } } },
    async (request) => userByEmail(ctx.db, request.auth!, request.body.email),
  );

  app.post(
    '/api/user/:id',
    { config: { access: self }, schema: { tags, params: idParams, body: profileBody, response: { 200: userSchema } } },
    async (request) => {
      const { UserSetting, ...fields } = request.body;
      const userId = request.params.id;
      // Language, formats and active centre are personal: a manager may fix a name, not these.
      if (UserSetting && userId !== request.auth!.userId) throw forbidden();
      await ctx.db.transaction(async (tx) => {
        await applyUserFields(tx, userId, fields);
        if (UserSetting) await applyUserSetting(tx, userId, UserSetting);
      });
      return userReply(request, userId);
    },
  );

  app.delete(
    '/api/user',
    { config: { access: 'user' }, schema: { tags, body: confirmWordBody, response: { 200: okSchema } } },
    async (request) => {
      assertConfirmWord(request.body.confirmWord);
      await deleteAccount(ctx, request.auth!.userId);
      return { ok: true };
    },
  );

  app.patch(
    '/api/users/:id/userInfo',
    { config: { access: self }, schema: { tags, params: idParams, body: userInfoBody, response: { 200: userSchema } } },
    async (request) => {
      const userId = request.params.id;
      if (request.body.userData.email !== undefined && userId !== request.auth!.userId) throw forbidden();
      await ctx.db.transaction((tx) => applyUserFields(tx, userId, request.body.userData, 'userData.'));
      return userReply(request, userId);
    },
  );

  app.patch(
    '/api/users/:id/resource',
    {
      config: { access: self },
      schema: {
        tags,
        params: idParams,
        body: providerProfileBody,
        response: { 200: providerProfileReply },
      },
    },
    async (request) => updateProviderProfile(ctx, request.auth!, request.params.id, request.body.userData),
  );

  app.post(
    '/api/users/fetchProviders',
    { config: { access: 'user' }, schema: { tags, body: fetchProvidersBody, response: { 200: { type: 'array', items: userNameReply } } } },
    async (request) => colleagueNames(ctx.db, request.auth!, request.body.providers),
  );

  app.get(
    '/api/users/:id/getProviderName',
    { config: { access: 'user' }, schema: { tags, params: idParams, response: { 200: providerNameReply } } },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound();
      return colleagueName(ctx.db, request.auth!, request.params.id);
    },
  );

  app.get(
    '/api/users/:id/onboarding/provider',
    { config: { access: self }, schema: { tags, params: idParams, response: { 200: onboardingReply } } },
    async (request) => {
      const [u] = await ctx.db.select({ status: users.onboardingStatus }).from(users).where(eq(users.id, request.params.id));
      if (!u) throw notFound('userNotFound');
      return u;
    },
  );

  app.patch(
    '/api/users/:id/onboarding/provider',
    { config: { access: self }, schema: { tags, params: idParams, body: onboardingBody, response: { 200: onboardingReply } } },
    async (request) => {
      const [u] = await ctx.db.transaction((tx) =>
        tx
          .update(users)
          .set({ onboardingStatus: request.body.status, updatedAt: sql`now()` })
          .where(eq(users.id, request.params.id))
          .returning({ status: users.onboardingStatus }),
      );
      if (!u) throw notFound('userNotFound');
      return u;
    },
  );

  app.get(
    '/api/private/users/email/:email',
    {
      config: { access: 'user', rateLimit: lookupLimit },
      schema: { tags, params: { type: 'object', required: ['email'], properties: { email: { type: 'string', maxLength: 254 } } }, response: { 200: existsReply } },
    },
    async (request) => ({ exists: await emailExists(ctx.db, request.auth!, request.params.email) }),
  );
}

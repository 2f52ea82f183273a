/** Auth calls of the common service (spec §7 "Auth"): sign-up, activation, sign-in, session, reset. */
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../errors';
import { activateWithCode, findPendingUser, sendActivationCode } from '../../services/auth/activation';
import { kickOutbox } from '../../services/outbox/outboxKick';
import { dummyPasswordHash } from '../../services/auth/passwords';
import { requestPasswordReset, resetPassword } from '../../services/auth/passwordReset';
import { authRateLimits, bodyKey, clientIp, extraLimiter, routeRateLimit } from '../../services/auth/rateLimits';
import { endSession, rotateSession } from '../../services/auth/sessions';
import { signin } from '../../services/auth/signin';
import { signup } from '../../services/auth/signup';
import { loadUserView } from '../../services/auth/userView';
import { SUPPORTED_PHONE_NUMBERS } from '../../../shared/validators/phone';
import {
  activateBody,
  refreshBody,
  resetPasswordBody,
  sendResetBody,
  signinBody,
  signupBody,
  signupReply,
  supportedPhoneNumbersReply,
  tokenPairSchema,
  userIdBody,
} from '../../../shared/api/auth';
import { okSchema } from '../../../shared/api/fields';
import { userSchema } from '../../../shared/api/users';
import { typedRoutes } from '../typedRoutes';

const tags = ['auth'];

export async function authRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { ctx } = app;
  const limits = authRateLimits(app);
  const signinPerIp = extraLimiter(app, 'signin-ip', limits.signinPerIp, clientIp);
  const smsResendPerUser = extraLimiter(app, 'sms-resend', limits.smsResendPerUser, bodyKey('userId'));
  // Computed once up front, so the first unknown-e-mail sign-in is not slower than the rest.
  void dummyPasswordHash();

  app.post(
    '/api/auth/signup',
    { config: { access: 'public' }, schema: { tags, body: signupBody, response: { 200: signupReply } } },
    async (request) => {
      const { userId } = await signup(ctx, request.body);
      kickOutbox(ctx);
      return { user: { user_id: userId } };
    },
  );

  app.post(
    '/api/auth/activateWithCode',
    {
      config: { access: 'public', rateLimit: routeRateLimit('activate', limits.activation, ['userId']) },
      schema: { tags, body: activateBody, response: { 200: tokenPairSchema } },
    },
    async (request) => activateWithCode(ctx, request.body.userId, request.body.code),
  );

  app.post(
    '/api/auth/sendActivationCode',
    {
      config: { access: 'public', rateLimit: routeRateLimit('send-sms-code', limits.activation, ['userId']) },
      schema: { tags, body: userIdBody, response: { 200: okSchema } },
    },
    async (request, reply) => {
      const user = await findPendingUser(ctx.db, request.body.userId);
      await smsResendPerUser(request, reply);
      await sendActivationCode(ctx, user, 'sms');
      kickOutbox(ctx);
      return { ok: true };
    },
  );

  app.post(
    '/api/auth/email-activation-code',
    {
      config: { access: 'public', rateLimit: routeRateLimit('send-email-code', limits.activation, ['userId']) },
      schema: { tags, body: userIdBody, response: { 200: okSchema } },
    },
    async (request) => {
      const user = await findPendingUser(ctx.db, request.body.userId);
      await sendActivationCode(ctx, user, 'email');
      kickOutbox(ctx);
      return { ok: true };
    },
  );

  app.post(
    '/api/auth/signin',
    {
      config: { access: 'public', rateLimit: routeRateLimit('signin', limits.signinPerAccount, ['email']) },
      onRequest: signinPerIp,
      schema: { tags, body: signinBody, response: { 200: tokenPairSchema } },
    },
    async (request) => signin(ctx, request.body.email, request.body.password),
  );

  app.post(
    '/api/auth/refreshToken',
    { config: { access: 'public' }, schema: { tags, body: refreshBody, response: { 200: tokenPairSchema } } },
    async (request) => rotateSession(ctx.db, ctx.tokens, request.body.token),
  );

  // Public, so an expired access token cannot block signing out; 204 whether or not the token was known.
  app.post(
    '/api/auth/signout',
    { config: { access: 'public' }, schema: { tags, body: refreshBody, response: { 204: { type: 'null' } } } },
    async (request, reply) => {
      await endSession(ctx.db, request.body.token, ctx.events);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/getUserFromToken',
    { config: { access: 'user' }, schema: { tags, response: { 200: userSchema } } },
    async (request) => {
      const user = await loadUserView(ctx.db, request.auth!.userId);
      if (!user) throw notFound('userNotFound');
      return user;
    },
  );

  app.post(
    '/api/auth/sendReset',
    {
      config: { access: 'public', rateLimit: routeRateLimit('send-reset', limits.passwordReset) },
      schema: { tags, body: sendResetBody, response: { 200: okSchema } },
    },
    async (request) => {
      // Same answer for known and unknown addresses (no account enumeration).
      await requestPasswordReset(ctx, request.body.email);
      return { ok: true };
    },
  );

  app.post(
    '/api/auth/resetPassword',
    {
      config: { access: 'public', rateLimit: routeRateLimit('reset-password', limits.passwordReset) },
      schema: { tags, body: resetPasswordBody, response: { 200: okSchema } },
    },
    async (request) => {
      // Spec §4: the reset token is used "temporarily" as the credential, so it may come as a bearer token.
      const header = request.headers.authorization;
      const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const token = request.body.token ?? bearer;
      if (!token) throw badRequest('invalidResetLink');
      await resetPassword(ctx, token, request.body.password);
      return { ok: true };
    },
  );

  app.get(
    '/api/supported-phone-numbers',
    { config: { access: 'public' }, schema: { tags, response: { 200: supportedPhoneNumbersReply } } },
    async () => SUPPORTED_PHONE_NUMBERS,
  );
}

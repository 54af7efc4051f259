import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { ApiError, badRequest, notFound } from '../errors';
import { VEHICLE_MODULES } from '../repositories/catalog';
import type { ApplicationTable } from '../repositories/applications';
import { bearerSecurity, errorResponses, MessageBody, Messages } from '../schemas/common';
import { isEmail, isPhone, normalizeEmail, normalizePhone } from '../services/accounts/accounts';
import { hashPassword } from '../infra/passwords';
import { requireUser } from '../services/accounts/sessions';
import { perClientLimit, throttle } from '../services/throttle';
import type { RequestInfo } from '../model/request-info';

const owner = {
  f_name: Type.String({
    minLength: 1,
    maxLength: 100,
    ...Messages({ required: 'First name is required', default: 'First name is required' }),
  }),
  l_name: Type.Optional(Type.String({ maxLength: 100 })),
  email: Type.String({
    minLength: 1,
    maxLength: 255,
    ...Messages({ required: 'Email is required', default: 'Must be a valid email' }),
  }),
  phone: Type.String({
    minLength: 1,
    maxLength: 20,
    ...Messages({ required: 'Phone number is required', default: 'Must be a valid phone number' }),
  }),
  password: Type.String({
    minLength: 6,
    maxLength: 128,
    ...Messages({ required: 'Password is required', minLength: 'Password is too short - should be 6 chars minimum.' }),
  }),
};
const zoneId = Type.Integer({
  minimum: 1,
  ...Messages({ required: 'Please select a zone', default: 'Please select a zone' }),
});

type Applicant = Static<TObject<typeof owner>> & { zone_id: number };

function contact(body: { email: string; phone: string }) {
  const email = normalizeEmail(body.email);
  if (!isEmail(email)) throw badRequest('email', 'Must be a valid email');
  const phone = normalizePhone(body.phone);
  if (!isPhone(phone)) throw badRequest('phone', 'Phone number must be at least 10 digits');
  return { email, phone };
}

const RECEIVED = 'Your application has been received.';

/** Applications to sell or deliver: stored for the admin panel's review (not shown in the storefront). */
export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['registration'];
  // each application hashes a password: limited per client and per email so it cannot be used to tie up hashing
  const limited = perClientLimit(ctx);

  /**
   * What both applications check, in this order: email and phone, the email's attempts, an active zone, `check`
   * (the form's own rules), no application with this email under review. Answers the applicant's columns, the
   * password hashed.
   */
  const applicantColumns = async (
    info: RequestInfo,
    table: ApplicationTable,
    b: Applicant,
    check?: () => Promise<void>,
  ) => {
    const { email, phone } = contact(b);
    await throttle(ctx, info, 'registration', email);
    if (!(await app.repos.zones.isActive(ctx.db, b.zone_id))) throw notFound('Zone');
    await check?.();
    if (await app.repos.applications.pendingWithEmail(ctx.db, table, email))
      throw new ApiError(409, 'email', 'An application with this email is already under review.');
    return {
      f_name: b.f_name.trim(),
      l_name: b.l_name?.trim() || null,
      phone,
      email,
      password_hash: await hashPassword(b.password, ctx.passwordCost),
      zone_id: b.zone_id,
      created_at: ctx.clock.now(),
    };
  };

  app.get(
    '/api/v1/zone/list',
    {
      schema: {
        tags,
        summary: 'Active zones',
        response: { 200: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) },
      },
    },
    async () => (await app.repos.zones.active(ctx.db)).map((z) => ({ id: z.id, name: z.display_name })),
  );

  app.post(
    '/api/v1/auth/vendor/register',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Apply to open a store',
        body: Type.Object({
          store_name: Type.String({
            minLength: 1,
            maxLength: 150,
            ...Messages({ required: 'Store name is required', default: 'Store name is required' }),
          }),
          store_address: Type.String({
            minLength: 1,
            maxLength: 500,
            ...Messages({ required: 'Address is required', default: 'Address is required' }),
          }),
          module_id: Type.Integer({
            minimum: 1,
            ...Messages({ required: 'Please select a module', default: 'Please select a module' }),
          }),
          zone_id: zoneId,
          tin: Type.Optional(Type.String({ maxLength: 50 })),
          ...owner,
        }),
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      const b = request.body;
      const applicant = await applicantColumns(request.info, 'store_applications', b, async () => {
        const moduleType = await app.repos.catalog.moduleType(ctx.db, b.module_id);
        if (!moduleType || VEHICLE_MODULES.includes(moduleType))
          throw badRequest('module_id', 'Please select a module');
      });
      await app.repos.applications.insertStore(ctx.db, {
        ...applicant,
        store_name: b.store_name.trim(),
        store_address: b.store_address.trim(),
        module_id: b.module_id,
        tin: b.tin?.trim() || null,
      });
      return { message: RECEIVED };
    },
  );

  app.post(
    '/api/v1/auth/delivery-man/store',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Apply to deliver',
        body: Type.Object({
          ...owner,
          zone_id: zoneId,
          vehicle: Type.Union([Type.Literal('bicycle'), Type.Literal('motorbike'), Type.Literal('car')], {
            ...Messages({ required: 'Please select a vehicle', default: 'Please select a vehicle' }),
          }),
          identity_type: Type.Union([Type.Literal('passport'), Type.Literal('driving_license'), Type.Literal('nid')], {
            ...Messages({ required: 'Identity document is required', default: 'Identity document is required' }),
          }),
          identity_number: Type.String({
            minLength: 1,
            maxLength: 50,
            ...Messages({ required: 'Identity document is required', default: 'Identity document is required' }),
          }),
        }),
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      const b = request.body;
      await app.repos.applications.insertDeliveryman(ctx.db, {
        ...(await applicantColumns(request.info, 'deliveryman_applications', b)),
        vehicle: b.vehicle,
        identity_type: b.identity_type,
        identity_number: b.identity_number.trim(),
      });
      return { message: RECEIVED };
    },
  );

  app.post(
    '/api/v1/customer/update-interest',
    {
      schema: {
        tags: ['customer'],
        summary: 'The categories you are interested in (replaces the previous choice)',
        security: bearerSecurity,
        body: Type.Object({ interest: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 }) }),
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request.info);
      const ids = [...new Set(request.body.interest)];
      if ((await app.repos.catalog.categoriesFound(ctx.db, ids)) !== ids.length)
        throw badRequest('interest', 'Unknown category.');
      await app.repos.users.setInterests(ctx.db, user.id, ids);
      return { message: 'Interests updated.' };
    },
  );
};

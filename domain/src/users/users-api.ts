// The account calls and the admin's Users section, one contract each (shared/api-contract.ts): who may call, what
// goes in, what comes back.
import { z } from 'zod';
import { apiContract, commandAnswer, messageAnswerSchema, pathUuid } from '../shared/api-contract';
import { ROLES } from '../shared/roles';
import { text } from '../shared/text';
import { loginSchema, passwordChangeSchema, profileSchema, registrationSchema, roleChangeSchema, testAccountSchema, verifyEmailSchema } from './schemas';
import { USER_NOT_FOUND } from './user-decider';

/** The user as the API returns it: the session's owner, a created account. */
export const userViewSchema = z.object({
  id: text(),
  email: text(),
  username: text(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
});
export type UserView = z.infer<typeof userViewSchema>;

/** A row of the admin's users table. Email and username are null only for an account whose data was erased. */
export const adminUserRowSchema = z.object({
  id: text(),
  username: text().nullable(),
  email: text().nullable(),
  role: z.enum(ROLES),
  created_at: z.iso.datetime(),
});

const userAnswer = commandAnswer({ user: userViewSchema });
const sessionAnswer = commandAnswer({ token: text(), user: userViewSchema });
const userParams = z.object({ userId: pathUuid(USER_NOT_FOUND) });

export const authApi = {
  register: apiContract({
    method: 'POST',
    path: '/api/auth/register',
    tag: 'auth',
    summary: 'Sign up: signed in at once, a verification mail on its way',
    access: 'public',
    body: registrationSchema,
    responses: { 200: sessionAnswer.extend({ message: text() }) },
    errors: [409, 429],
  }),
  login: apiContract({
    method: 'POST',
    path: '/api/auth/login',
    tag: 'auth',
    summary: 'Sign in: a session token (and the session cookie)',
    access: 'public',
    body: loginSchema,
    responses: { 200: sessionAnswer },
    errors: [401, 429],
  }),
  logout: apiContract({
    method: 'POST',
    path: '/api/auth/logout',
    tag: 'auth',
    summary: "Sign out: ends the request's session and clears its cookie",
    access: 'public',
    responses: { 200: messageAnswerSchema },
  }),
  verifyEmail: apiContract({
    method: 'GET',
    path: '/api/auth/verify/:token',
    tag: 'auth',
    summary: "The verification mail's link: records the verified email (a GET that writes)",
    access: 'public',
    params: verifyEmailSchema,
    responses: { 200: messageAnswerSchema },
    errors: [400],
  }),
  resendVerification: apiContract({
    method: 'POST',
    path: '/api/auth/resend-verification',
    tag: 'auth',
    summary: 'Sends a new verification link',
    access: 'signed-in',
    responses: { 200: messageAnswerSchema },
    errors: [429],
  }),
  updateProfile: apiContract({
    method: 'PUT',
    path: '/api/auth/profile',
    tag: 'auth',
    summary: 'Changes the username',
    access: 'signed-in',
    body: profileSchema,
    responses: { 200: userAnswer },
    errors: [404, 409],
  }),
  changePassword: apiContract({
    method: 'PUT',
    path: '/api/auth/password',
    tag: 'auth',
    summary: "Changes the password; the user's other sessions end",
    access: 'signed-in',
    body: passwordChangeSchema,
    responses: { 200: messageAnswerSchema },
    errors: [404],
  }),
  session: apiContract({
    method: 'GET',
    path: '/api/auth/verify',
    tag: 'auth',
    summary: 'Who the session belongs to',
    access: 'signed-in',
    responses: { 200: z.object({ user: userViewSchema }) },
    errors: [404],
  }),
  check: apiContract({
    method: 'GET',
    path: '/api/auth/check',
    tag: 'auth',
    summary: 'Whether the session is valid, and whose it is',
    access: 'signed-in',
    responses: { 200: z.object({ authenticated: z.literal(true), user: userViewSchema }) },
    errors: [404],
  }),
};

export const adminUsersApi = {
  list: apiContract({
    method: 'GET',
    path: '/api/admin/users',
    tag: 'admin users',
    summary: 'Live users, newest first',
    access: 'ADMIN',
    responses: { 200: z.object({ users: z.array(adminUserRowSchema) }) },
  }),
  changeRole: apiContract({
    method: 'PUT',
    path: '/api/admin/users/:userId/role',
    tag: 'admin users',
    summary: "Changes a user's role",
    access: 'ADMIN',
    params: userParams,
    body: roleChangeSchema,
    responses: { 200: messageAnswerSchema },
    errors: [409],
  }),
  delete: apiContract({
    method: 'DELETE',
    path: '/api/admin/users/:userId',
    tag: 'admin users',
    summary: "Deletes a user and erases their personal data",
    access: 'ADMIN',
    params: userParams,
    responses: { 200: messageAnswerSchema },
    errors: [409],
  }),
  createTestAccount: apiContract({
    method: 'POST',
    path: '/api/admin/users/test-accounts',
    tag: 'admin users',
    summary: "Creates a verified test account whose tier the address names",
    access: 'ADMIN',
    body: testAccountSchema,
    responses: { 200: userAnswer },
    errors: [409],
  }),
};

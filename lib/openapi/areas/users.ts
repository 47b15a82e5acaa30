import { adminCreateStudentSchema, adminSetPasswordSchema } from '../../validation/admin-students';
import { updateProfileSchema } from '../../validation/account';
import { userIdInIdParam, userIdParam } from '../../validation/params';
import { PROFILE_PHOTO_RULES } from '../../users/profile-photo-rules';
import type { ApiArea } from '../area';
import { json, list, message, success } from '../replies';
import { IMAGE_NOTE } from './media-types';

// Users and students (docs/product.md#profile, #admin-students): your own profile and photo; admins list, register,
// delete students and set their passwords. app/api/users/**.

const OWN = 'Your own (the id in the path), or anyone\'s for an admin; another user\'s is 403.';
const NO_USER = 'No user with this id, or a malformed id';

export const usersArea = (): ApiArea => ({
  tag: { name: 'Users', description: 'Profiles, profile photos, and the admin\'s student management.' },
  paths: {
    '/api/users': {
      get: { operationId: 'listStudents', summary: 'Every student', access: 'admin', reply: list('Every student, newest first, without secrets.') },
      post: {
        operationId: 'registerStudentAsAdmin',
        summary: 'Register a student',
        access: 'admin',
        body: adminCreateStudentSchema,
        description: 'The student is created unverified and e-mailed a code; a photo may follow with `POST /api/users/upload-profile/{userId}`.',
        reply: json('`{ success, message, codeSent, user }`.', undefined, 201),
        refusals: { 409: 'The e-mail is already registered' },
      },
    },
    '/api/users/me': {
      get: {
        operationId: 'getOwnUser',
        summary: 'Your own profile',
        access: 'user',
        description: 'The same object as `GET /api/users/{userId}` with your own id, without needing to know it: what the profile page reads as it loads.',
        reply: json('The profile, with your course names.'),
        refusals: { 404: 'Your account is gone' },
      },
    },
    '/api/users/{userId}': {
      get: { operationId: 'getUser', summary: 'A user\'s profile', access: 'user', who: OWN, params: userIdParam, reply: json('The profile, with the user\'s course names.'), refusals: { 403: 'Not your own profile', 404: NO_USER } },
      delete: {
        operationId: 'deleteStudent',
        summary: 'Delete a student',
        access: 'admin',
        params: userIdParam,
        description: 'The student goes with their sessions, reviews, photo and practice files. An admin account (your own included) cannot be deleted here.',
        reply: success('`{ success }`.'),
        refusals: { 403: 'Not an admin, an admin account, or a write from another site', 404: NO_USER, 409: 'Your own account' },
      },
    },
    '/api/users/{userId}/password': {
      post: {
        operationId: 'setStudentPassword',
        summary: 'Set a student\'s password',
        access: 'admin',
        params: userIdParam,
        body: adminSetPasswordSchema,
        description: 'The student is logged out everywhere.',
        reply: success('`{ success, message }`.'),
        refusals: { 403: 'Not an admin, an admin account (admins change their own from their profile), or a write from another site', 404: NO_USER },
      },
    },
    '/api/users/{userId}/resend-code': {
      post: { operationId: 'resendStudentCode', summary: 'E-mail a student a new verification code', access: 'admin', params: userIdParam, reply: message('`{ message }`.'), refusals: { 404: NO_USER, 409: 'The e-mail is already verified' } },
    },
    '/api/users/update-profile/{id}': {
      put: {
        operationId: 'updateProfile',
        summary: 'Change a profile',
        access: 'user',
        who: OWN,
        params: userIdInIdParam,
        body: updateProfileSchema,
        rateLimited: true,
        description: 'A user changing their own e-mail sends their current password; the change waits for the code sent to the new address. An admin\'s change applies at once.',
        reply: json('`{ emailChanged, message, user }`.'),
        refusals: { 400: 'A field is wrong, or the current password is missing or wrong (`errors` names it)', 403: 'Not your own profile, or a write from another site', 404: NO_USER, 409: 'The e-mail is already registered' },
      },
    },
    '/api/users/upload-profile/{userId}': {
      post: {
        operationId: 'uploadProfilePhoto',
        summary: 'Replace a profile photo',
        access: 'user',
        who: OWN,
        params: userIdParam,
        rateLimited: true,
        description: 'Ownership and the user are checked before the upload: a refused request stores nothing.',
        upload: { file: PROFILE_PHOTO_RULES.fileField, fileRequired: true, fileNote: IMAGE_NOTE },
        reply: json('`{ data: message, profile: file name }`; the photo is then at `/api/profile/{profile}`.'),
        refusals: { 403: 'Not your own profile, or a write from another site', 404: NO_USER },
      },
    },
  },
});

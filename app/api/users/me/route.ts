import { otherMethods } from '@/lib/api/methods';
import { getOwnProfile } from '@/lib/users/own-profile-route';

// GET /api/users/me: your own user (lib/users/own-profile-route.ts). A static segment, so Next never takes it for a
// {userId}.
export const GET = getOwnProfile;

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

/** Calls about the signed-in user and their centres (spec §7 Users, Centres). */
import type { Centre } from '../../shared/api/centres';
import type { ProfileUpdate, User } from '../../shared/api/users';
import { apiFetch } from './http';

export const getUserFromToken = () => apiFetch<User>('/api/auth/getUserFromToken');

export const getUser = (userId: string) => apiFetch<User>(`/api/user/${encodeURIComponent(userId)}`);

export const getCentresOfUser = (userId: string) =>
  apiFetch<Centre[]>(`/api/centre/${encodeURIComponent(userId)}/getCentresOfUser`);

/** POST /api/user/{id}: partial update; answers the updated user. */
export const updateUser = (userId: string, update: ProfileUpdate) =>
  apiFetch<User>(`/api/user/${encodeURIComponent(userId)}`, { method: 'POST', body: update });

import type { Access } from '../../access/accessRules';

/** Route access rules for calls whose path id is the centre id. */
export const centreMember: Access = { centre: { from: 'params', key: 'id' } };
export const centreManager: Access = { centre: { from: 'params', key: 'id', roles: ['OWNER', 'ADMIN'] } };
export const centreOwner: Access = { centre: { from: 'params', key: 'id', roles: ['OWNER'] } };

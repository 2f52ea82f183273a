/** The service builder's address (spec §2): /settings/clinic-builder/{type}, with ?id= to edit one. */
export type ServiceType = 'regular' | 'tarif590';
export const SERVICE_TYPES: ServiceType[] = ['regular', 'tarif590'];

export const builderPath = (type: ServiceType, id?: string) => `/settings/clinic-builder/${type}${id ? `?id=${encodeURIComponent(id)}` : ''}`;

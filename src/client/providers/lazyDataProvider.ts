import type { DataProvider } from 'react-admin';

type Method = (...args: unknown[]) => Promise<unknown>;

let loading: Promise<DataProvider> | null = null;
const load = () => (loading ??= import('./dataProviders').then((m) => m.dataProvider));

/**
 * The data provider the app shell hands to react-admin. The real one (dataProviders.ts: one
 * simple-rest provider per backend and the record registry's paths) is loaded on the first call,
 * so the sign-in page downloads neither. Any method name is forwarded, as combineDataProviders does.
 */
export const lazyDataProvider = new Proxy({} as DataProvider, {
  get: (_target, name) => {
    if (name === 'then') return null;
    return (...args: unknown[]) => (typeof name === 'symbol' ? undefined : load().then((provider) => (provider[name] as Method)(...args)));
  },
});

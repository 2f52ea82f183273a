import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, type DataProvider } from 'react-admin';
import { withRecordPaths } from '../admin/recordDataProvider';
import { apiRequest } from '../api/http';
import { INVOICES_RESOURCE, invoiceDataProvider } from './invoiceDataProvider';
import { BACKEND_BASE_URLS, backendOf, type Backend } from './resourceBackends';

interface HttpClientOptions {
  method?: string;
  body?: BodyInit | null;
  headers?: HeadersInit;
  signal?: AbortSignal | null;
}

/**
 * The httpClient ra-data-simple-rest calls, routed through apiRequest so every data call gets the
 * bearer token, the refresh-and-retry rule and ApiRequestError failures (status + translatable message).
 */
export async function raHttpClient(url: string, options: HttpClientOptions = {}) {
  const headers: Record<string, string> = {};
  new Headers(options.headers).forEach((value, key) => {
    headers[key] = value;
  });
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (typeof options.body === 'string' && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = 'application/json';
  }
  const reply = await apiRequest(url, {
    method: options.method ?? 'GET',
    headers,
    rawBody: typeof options.body === 'string' ? options.body : undefined,
    formData: isForm ? (options.body as FormData) : undefined,
    signal: options.signal ?? undefined,
  });
  let json: unknown = undefined;
  try {
    json = reply.text ? JSON.parse(reply.text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: reply.status, headers: reply.headers, body: reply.text, json };
}

// Registry records live under /api/clinics/{activeCentre}/<resource> (withRecordPaths).
const providers: Record<Backend, DataProvider> = {
  common: withRecordPaths(simpleRestProvider(BACKEND_BASE_URLS.common, raHttpClient)),
  booking: withRecordPaths(simpleRestProvider(BACKEND_BASE_URLS.booking, raHttpClient)),
  directory: withRecordPaths(simpleRestProvider(BACKEND_BASE_URLS.directory, raHttpClient)),
};

// Invoices have no generic record routes: their list and bulk delete are the invoicing calls.
const invoices = invoiceDataProvider(simpleRestProvider(BACKEND_BASE_URLS.common, raHttpClient));

/** One simple-rest provider per backend, chosen per resource (resourceBackends.ts). */
export const dataProvider: DataProvider = combineDataProviders((resource) => (resource === INVOICES_RESOURCE ? invoices : providers[backendOf(resource)]));

/** The integrations page; Google sends the user back here after sign-in (the OAuth redirect URI). */
export const INTEGRATIONS_PATH = '/settings/integrations';

export const integrationsRedirectUri = () => `${window.location.origin}${INTEGRATIONS_PATH}`;

/** Leaves the app for Google's sign-in page (a full navigation: Google's page is not ours). */
export const leaveForGoogle = (url: string) => window.location.assign(url);

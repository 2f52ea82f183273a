// react-admin's screens for errors, unknown addresses and the auth callback, a chunk of their own
// (lazyAdminScreens.tsx): they import its <Title> with the preferences editor (MUI's TextField,
// Select, Popover) and its Button (MUI's Tooltip).
export { AccessDenied, AuthCallback, AuthenticationError, Error } from 'react-admin';

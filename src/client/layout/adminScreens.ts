// react-admin's screens for errors and unknown addresses, a chunk of their own (lazyAdminScreens.tsx):
// they import its <Title> with the preferences editor (MUI's TextField, Select, Popover).
export { AuthenticationError, Error, NotFound } from 'react-admin';
